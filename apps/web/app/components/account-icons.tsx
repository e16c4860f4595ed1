import type { ReactNode } from "react";

/**
 * Icons of the member centre, drawn like those of components/icons.tsx (24×24, 2 px strokes, currentColor) and, like
 * them, decorative: the control around an icon carries its name.
 */
function Svg({ children }: { children: ReactNode }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </svg>
  );
}

export const OverviewIcon = () => <Svg><rect x="3" y="3" width="7" height="7" rx="1.5" /><rect x="14" y="3" width="7" height="7" rx="1.5" /><rect x="3" y="14" width="7" height="7" rx="1.5" /><rect x="14" y="14" width="7" height="7" rx="1.5" /></Svg>;
export const PlaylistIcon = () => <Svg><path d="M3 6h12M3 12h12M3 18h8M17 14v7l5-3.5z" /></Svg>;
export const BellIcon = () => <Svg><path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4" /></Svg>;
export const BookmarkIcon = () => <Svg><path d="M6 3h12v18l-6-4-6 4z" /></Svg>;
export const SparkIcon = () => <Svg><path d="M12 3l2.2 5.8L20 11l-5.8 2.2L12 19l-2.2-5.8L4 11l5.8-2.2z" /></Svg>;
export const ChatIcon = () => <Svg><path d="M4 5h16v11H9l-5 4z" /></Svg>;
export const GearIcon = () => <Svg><circle cx="12" cy="12" r="3" /><path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" /></Svg>;
export const SignOutIcon = () => <Svg><path d="M10 4H5v16h5M15 8l4 4-4 4M9 12h10" /></Svg>;
export const PlusIcon = () => <Svg><path d="M12 5v14M5 12h14" /></Svg>;
export const PencilIcon = () => <Svg><path d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4" /></Svg>;
export const TrashIcon = () => <Svg><path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" /></Svg>;
export const DownloadIcon = () => <Svg><path d="M12 4v11M7 10l5 5 5-5M5 20h14" /></Svg>;
export const CheckIcon = () => <Svg><path d="m5 12 5 5 9-10" /></Svg>;
export const BackIcon = () => <Svg><path d="M15 6l-6 6 6 6" /></Svg>;
export const MediaIcon = () => <Svg><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M10 9v6l5-3z" /></Svg>;
