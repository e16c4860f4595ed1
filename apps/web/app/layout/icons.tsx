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
