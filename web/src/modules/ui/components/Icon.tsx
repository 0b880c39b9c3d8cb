import styled, { css } from 'styled-components';
import { theme } from '../../../theme/theme';

/** Stroke icons on a 24-unit grid, drawn for this app so no icon font or package is needed. */
const ICON_PATHS = {
  chat: 'M4 5h16v11H9l-5 4z',
  translate: 'M4 5h9M8.5 3v2M6 5c0 4 3 7 6 8M11 5c0 4-3 7-6 8M13 21l4-9 4 9M14.5 18h5',
  research: 'M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zM16 16l4.5 4.5',
  matrix: 'M4 4h16v16H4zM4 10h16M4 15h16M10 4v16',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  panel: 'M4 4h16v16H4zM9 4v16',
  close: 'M6 6l12 12M18 6L6 18',
  send: 'M4 12l16-8-6 16-2-6z',
  alert: 'M12 3l10 18H2zM12 10v4M12 17v.5',
  check: 'M5 12l5 5 9-10',
  key: 'M14 4a6 6 0 1 1-4.2 10.2L4 20M7 17l2 2M15.5 8.5v.1',
  attach: 'M16 7l-7.5 7.5a2 2 0 0 0 3 3L19 10a4 4 0 0 0-6-6l-7.5 7.5a6 6 0 0 0 8.5 8.5L20 14',
  back: 'M19 12H5M11 6l-6 6 6 6',
  pencil: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6z',
  upload: 'M12 16V4M7 9l5-5 5 5M4 16v4h16v-4',
  plus: 'M12 5v14M5 12h14',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  download: 'M12 4v12M7 11l5 5 5-5M4 20h16',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** The path an icon draws (for an icon drawn without a styled component: the matrix table's cells). */
export const iconPath = (name: IconName): string => ICON_PATHS[name];

export interface IconProps {
  name: IconName;
  label?: string;
}

export function Icon({ name, label }: IconProps) {
  return (
    <StyledSvg
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </StyledSvg>
  );
}

/** An icon's look, for StyledSvg and for the matrix table's class-named icons (MatrixTable). */
export const iconRules = css`
  width: ${theme.sizes.icon};
  height: ${theme.sizes.icon};
  flex-shrink: 0;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.8;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

const StyledSvg = styled.svg`
  ${iconRules}
`;
