import type { AxisSlug } from '@/content/diagnosis';

export interface AxisIllustrationProps {
  /** Which axis: sets the motif and the colour (the axis colour token). */
  axis: AxisSlug;
  /** Accessible description of the image. */
  label: string;
}

/** Our own drawing for each axis intro, in the axis colour: a compass, a team, a leaf on a globe, a handshake. */
export function AxisIllustration({ axis, label }: AxisIllustrationProps) {
  return (
    <svg
      className={`axis-illustration axis-illustration--${axis}`}
      viewBox="0 0 240 180"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <rect x="0" y="0" width="240" height="180" rx="24" className="axis-illustration__backdrop" />
      <circle cx="196" cy="36" r="14" className="axis-illustration__dot" />
      <circle cx="40" cy="150" r="9" className="axis-illustration__dot" />
      {MOTIFS[axis]}
    </svg>
  );
}

const MOTIFS: Record<AxisSlug, React.ReactNode> = {
  gouvernance: (
    <g className="axis-illustration__motif">
      <circle cx="120" cy="92" r="52" fill="none" strokeWidth="8" />
      <circle cx="120" cy="92" r="6" className="axis-illustration__fill" />
      <path d="M120 52 L134 92 L120 132 L106 92 Z" className="axis-illustration__fill" />
      <path d="M120 52 L134 92 L106 92 Z" className="axis-illustration__light" />
      <path d="M120 32 V44 M120 140 V152 M60 92 H72 M168 92 H180" strokeWidth="6" strokeLinecap="round" />
    </g>
  ),
  social: (
    <g className="axis-illustration__motif">
      <circle cx="82" cy="72" r="18" className="axis-illustration__light" />
      <circle cx="158" cy="72" r="18" className="axis-illustration__light" />
      <path d="M50 138 C50 110 66 98 82 98 C98 98 114 110 114 138 Z" className="axis-illustration__light" />
      <path d="M126 138 C126 110 142 98 158 98 C174 98 190 110 190 138 Z" className="axis-illustration__light" />
      <circle cx="120" cy="62" r="22" className="axis-illustration__fill" />
      <path d="M80 150 C80 114 100 96 120 96 C140 96 160 114 160 150 Z" className="axis-illustration__fill" />
    </g>
  ),
  environnement: (
    <g className="axis-illustration__motif">
      <circle cx="120" cy="96" r="54" fill="none" strokeWidth="8" />
      <path
        d="M74 80 C92 86 100 70 116 76 C130 82 126 100 142 104 M86 124 C100 118 112 128 128 122"
        fill="none"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path d="M150 64 C150 34 178 22 204 24 C206 52 190 78 160 78 Z" className="axis-illustration__fill" />
      <path
        d="M150 84 C160 66 176 50 196 32"
        fill="none"
        strokeWidth="5"
        strokeLinecap="round"
        className="axis-illustration__vein"
      />
    </g>
  ),
  business: (
    <g className="axis-illustration__motif">
      <path
        d="M40 136 L86 104 L118 120 L168 70 L200 84"
        fill="none"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="168" cy="70" r="10" className="axis-illustration__fill" />
      <rect x="52" y="140" width="22" height="22" rx="4" className="axis-illustration__light" />
      <rect x="90" y="128" width="22" height="34" rx="4" className="axis-illustration__light" />
      <rect x="128" y="116" width="22" height="46" rx="4" className="axis-illustration__fill" />
      <rect x="166" y="100" width="22" height="62" rx="4" className="axis-illustration__fill" />
    </g>
  ),
};
