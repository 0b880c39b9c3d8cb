export const theme = {
  colors: {
    background: '#f7f7f5',
    surface: '#ffffff',
    text: '#1c1d21',
    muted: '#6b6f76',
    border: '#e3e3e0',
    primary: '#27408b',
    primaryText: '#ffffff',
    danger: '#b42318',
    success: '#127a3e',
    highlight: '#fff3b0',
  },
  radius: '8px',
  font: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  space: (n: number) => `${n * 4}px`,
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
