import type { ReactNode } from 'react';
import type { ProfileIconSetName, SelectableProfileIcon } from '../../../events/profile';

/**
 * Spec §3: profile icons by named set, drawn here (SVG in the bundle, no
 * image from elsewhere). The excluded person and flower icons
 * (events/profile.ts `excludedProfileIcons`) have no drawing and are never
 * offered; the server refuses them too. Colours come from the design tokens
 * through classes (profile.css).
 */
export const profileIconSetsShown: Readonly<Record<ProfileIconSetName, readonly SelectableProfileIcon[]>> = {
  animals: ['fox', 'owl', 'turtle', 'whale', 'bee', 'cat'],
  space: ['rocket', 'planet', 'star', 'moon', 'comet'],
  nature: ['flower-1', 'flower-3', 'tree', 'leaf'],
  people: ['person-1', 'person-3', 'person-4', 'person-6'],
};

const person = (extra: ReactNode) => (
  <>
    <circle cx="16" cy="12" r="5" className="icon-ink" />
    <path d="M7 27c0-6 4-9 9-9s9 3 9 9z" className="icon-ink" />
    {extra}
  </>
);

const drawings: Record<SelectableProfileIcon, { tone: string; glyph: ReactNode }> = {
  fox: { tone: 'warning', glyph: <path d="M8 9l4 5h8l4-5v10l-8 6-8-6z" className="icon-ink" /> },
  owl: { tone: 'text', glyph: <><circle cx="12" cy="14" r="3" className="icon-ink" /><circle cx="20" cy="14" r="3" className="icon-ink" /><path d="M14 20h4l-2 3z" className="icon-ink" /></> },
  turtle: { tone: 'success', glyph: <><ellipse cx="16" cy="17" rx="8" ry="5" className="icon-ink" /><circle cx="25" cy="16" r="2" className="icon-ink" /></> },
  whale: { tone: 'accent', glyph: <path d="M6 17c2-5 12-6 16-2l4-4v9l-4-3c-3 5-13 5-16 0z" className="icon-ink" /> },
  bee: { tone: 'warning', glyph: <><ellipse cx="16" cy="17" rx="7" ry="5" className="icon-ink" /><path d="M11 9l3 4M21 9l-3 4" className="icon-line" /></> },
  cat: { tone: 'text', glyph: <path d="M9 10l3 4h8l3-4v12a7 5 0 0 1-14 0z" className="icon-ink" /> },
  rocket: { tone: 'danger', glyph: <path d="M16 5c4 3 5 8 4 14h-8c-1-6 0-11 4-14zM12 19l-3 5h4zM20 19l3 5h-4z" className="icon-ink" /> },
  planet: { tone: 'accent', glyph: <><circle cx="16" cy="16" r="6" className="icon-ink" /><ellipse cx="16" cy="16" rx="11" ry="3" className="icon-line" /></> },
  star: { tone: 'warning', glyph: <path d="M16 6l3 7h7l-6 4 2 8-6-5-6 5 2-8-6-4h7z" className="icon-ink" /> },
  moon: { tone: 'text', glyph: <path d="M20 7a9 9 0 1 0 5 15 8 8 0 0 1-5-15z" className="icon-ink" /> },
  comet: { tone: 'accent', glyph: <><circle cx="20" cy="12" r="4" className="icon-ink" /><path d="M17 15L7 25M15 12L8 17M20 16l-5 7" className="icon-line" /></> },
  'flower-1': { tone: 'success', glyph: <><circle cx="16" cy="10" r="3" className="icon-ink" /><circle cx="10" cy="15" r="3" className="icon-ink" /><circle cx="22" cy="15" r="3" className="icon-ink" /><circle cx="16" cy="15" r="2" className="icon-line" /><path d="M16 18v8" className="icon-line" /></> },
  'flower-3': { tone: 'danger', glyph: <><path d="M11 8l5 4 5-4v7a5 5 0 0 1-10 0z" className="icon-ink" /><path d="M16 20v7" className="icon-line" /></> },
  tree: { tone: 'success', glyph: <><path d="M16 5l8 13H8z" className="icon-ink" /><path d="M16 18v8" className="icon-line" /></> },
  leaf: { tone: 'success', glyph: <path d="M8 24C8 12 16 7 25 7c0 10-6 17-17 17zM8 24l9-9" className="icon-ink" /> },
  'person-1': { tone: 'accent', glyph: person(<path d="M11 12h10" className="icon-line" />) },
  'person-3': { tone: 'danger', glyph: person(<path d="M10 9h12l2 2H10z" className="icon-ink" />) },
  'person-4': { tone: 'warning', glyph: person(<path d="M13 6l3 2 3-2v4l-3-2-3 2z" className="icon-ink" />) },
  'person-6': { tone: 'success', glyph: person(<path d="M9 13a7 7 0 0 1 14 0" className="icon-line" />) },
};

/** An icon drawn in a circle; decorative (the caller labels it). */
export function ProfileIcon({ icon, size = 40 }: { icon: string; size?: number }) {
  const drawing = drawings[icon as SelectableProfileIcon];
  if (drawing === undefined) return null;
  return (
    <svg className={`profile-icon profile-icon-${drawing.tone}`} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" className="icon-back" />
      {drawing.glyph}
    </svg>
  );
}
