import styled from 'styled-components';

/** Icons of the matrix screens, on the same 24-unit stroke grid as the app's Icon. */
const MATRIX_ICON_PATHS = {
  back: 'M19 12H5M11 6l-6 6 6 6',
  pencil: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  check: 'M5 12l5 5 9-10',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6z',
  upload: 'M12 16V4M7 9l5-5 5 5M4 16v4h16v-4',
  plus: 'M12 5v14M5 12h14',
  download: 'M12 4v12M7 11l5 5 5-5M4 20h16',
  close: 'M6 6l12 12M18 6L6 18',
} as const;

export type MatrixIconName = keyof typeof MATRIX_ICON_PATHS;

export function MatrixIcon({ name }: { name: MatrixIconName }) {
  return (
    <StyledSvg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={MATRIX_ICON_PATHS[name]} />
    </StyledSvg>
  );
}

const StyledSvg = styled.svg`
  width: ${({ theme }) => theme.sizes.icon};
  height: ${({ theme }) => theme.sizes.icon};
  flex-shrink: 0;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.8;
  stroke-linecap: round;
  stroke-linejoin: round;
`;
