/**
 * The design constants, imported by the styles that use them (`${theme.colors.text}`), not read from a ThemeProvider:
 * an interpolation that is a function makes styled-components compute and hash the component's class on every render,
 * and the matrix table renders hundreds of cells. With constants, a component without props has one class, computed once.
 */
export const theme = {
  colors: {
    background: '#f7f7f5',
    surface: '#ffffff',
    surfaceMuted: '#f1f1ee',
    sidebar: '#fbfbfa',
    text: '#1c1d21',
    muted: '#6b6f76',
    border: '#e3e3e0',
    primary: '#27408b',
    primarySoft: '#e8ecf7',
    primaryText: '#ffffff',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#127a3e',
    successSoft: '#e7f5ec',
    warning: '#7a4d00',
    warningSoft: '#fff6e0',
    highlight: '#fff3b0',
    overlay: 'rgba(15, 17, 21, 0.45)',
    tooltip: '#1c1d21',
    tooltipText: '#ffffff',
  },
  /** Series colours of the admin console's charts, one per user action type. */
  chartSeries: ['#27408b', '#127a3e', '#b42318', '#b7791f', '#6b46c1', '#0f766e', '#c2410c', '#475569', '#be185d'],
  fontSizes: { small: '13px', body: '15px', large: '18px', title: '24px', hero: '28px' },
  sizes: { header: '56px', card: '420px', content: '760px', icon: '18px', controlHeight: '38px', promptLine: '22px', messageEstimate: '96px' },
  shadows: {
    card: '0 1px 3px rgba(15, 17, 21, 0.08), 0 8px 24px rgba(15, 17, 21, 0.06)',
    popover: '0 4px 16px rgba(15, 17, 21, 0.18)',
  },
  /** Word's default task pane is 350 px wide (ADDIN_TASK_PANE_WIDTH_PX): below this, controls go compact. */
  breakpoints: { narrowPane: '400px' },
  zIndex: { sheet: 40, dialog: 50, toast: 60, tooltip: 70 },
  transition: '200ms ease',
  radius: '8px',
  font: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  space: (n: number) => `${n * 4}px`,
} as const;
