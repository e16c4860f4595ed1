import type { ReactNode } from "react";

/** Small inline icons (24×24, currentColor). Decorative: the control around them carries the label. */
type IconProps = { className?: string };

function Svg({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg className={className ? `icon ${className}` : "icon"} viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const stroke = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" } as const;

export const SearchIcon = (p: IconProps) => <Svg {...p}><circle cx="11" cy="11" r="7" {...stroke} /><path d="m20 20-3.5-3.5" {...stroke} /></Svg>;
export const MenuIcon = (p: IconProps) => <Svg {...p}><path d="M4 6h16M4 12h16M4 18h16" {...stroke} /></Svg>;
export const CloseIcon = (p: IconProps) => <Svg {...p}><path d="M6 6l12 12M18 6 6 18" {...stroke} /></Svg>;
export const ChevronIcon = (p: IconProps) => <Svg {...p}><path d="m6 9 6 6 6-6" {...stroke} /></Svg>;
export const ArrowUpIcon = (p: IconProps) => <Svg {...p}><path d="M12 19V5M5 12l7-7 7 7" {...stroke} /></Svg>;
export const UserIcon = (p: IconProps) => <Svg {...p}><circle cx="12" cy="8" r="4" {...stroke} /><path d="M4 21c0-4 4-6 8-6s8 2 8 6" {...stroke} /></Svg>;
export const PrevIcon = (p: IconProps) => <Svg {...p}><path d="m15 6-6 6 6 6" {...stroke} /></Svg>;
export const NextIcon = (p: IconProps) => <Svg {...p}><path d="m9 6 6 6-6 6" {...stroke} /></Svg>;
export const PauseIcon = (p: IconProps) => <Svg {...p}><path d="M9 6v12M15 6v12" {...stroke} /></Svg>;
export const PlayIcon = (p: IconProps) => <Svg {...p}><path d="M8 5v14l11-7z" fill="currentColor" /></Svg>;
export const MegaphoneIcon = (p: IconProps) => <Svg {...p}><path d="M3 10v4h3l7 4V6L6 10H3zM16 9a4 4 0 0 1 0 6" {...stroke} /></Svg>;
export const AlertIcon = (p: IconProps) => <Svg {...p}><path d="M12 3 2 20h20L12 3zM12 10v4M12 17h.01" {...stroke} /></Svg>;
// Shared with the components (app/components/): form fields, toasts, the like button, the photo viewer.
export const AlertCircleIcon = (p: IconProps) => <Svg {...p}><circle cx="12" cy="12" r="9" {...stroke} /><path d="M12 7.5v5.5M12 16.5h.01" {...stroke} /></Svg>;
export const CheckIcon = (p: IconProps) => <Svg {...p}><path d="m5 12.5 4.5 4.5L19 7.5" {...stroke} /></Svg>;
export const EyeIcon = (p: IconProps) => <Svg {...p}><path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" {...stroke} /><circle cx="12" cy="12" r="3" {...stroke} /></Svg>;
export const EyeOffIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.6 3.5M6.6 6.6C3.9 8.3 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" {...stroke} />
  </Svg>
);
export const ExpandIcon = (p: IconProps) => <Svg {...p}><path d="M14 4h6v6M20 4l-7 7M10 20H4v-6M4 20l7-7" {...stroke} /></Svg>;
export const PhotosIcon = (p: IconProps) => <Svg {...p}><rect x="3" y="5" width="18" height="14" rx="2" {...stroke} /><path d="m3 16 5-5 4 4 3-3 6 6" {...stroke} /><circle cx="15.5" cy="9.5" r="1.5" fill="currentColor" /></Svg>;
