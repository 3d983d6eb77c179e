/**
 * Sizes and colours of the diagrams, shared by the layout (which sizes boxes to their text) and
 * the SVG renderer. Colours meet WCAG AA on white and on the state fill (contrast in comments).
 */
export const THEME = {
  title: { size: 15, lineHeight: 19 },
  detail: { size: 12, lineHeight: 16 },
  label: { size: 12, lineHeight: 15 },
  padX: 12,
  padY: 9,
  minStateWidth: 110,
  maxTextWidth: 250,
  maxLabelWidth: 220,
  finalInset: 4,
  initialSize: 14,
  corner: 10,
  /** Gap between a compound state's header and its children. */
  headerGap: 12,
  colors: {
    background: '#ffffff',
    text: '#1b1f24', // 16:1 on white
    muted: '#4a5361', // 7.6:1 on white, 7.1:1 on stateFill
    stateFill: '#f4f7fb',
    stateStroke: '#56606e', // 6.5:1 on white (non-text contrast needs 3:1)
    compoundFill: '#ffffff',
    regionStroke: '#7a8594', // 3.8:1: dashed region borders
    edge: '#3d4652', // 9.6:1
    event: '#1b1f24',
    guard: '#124a9c', // 8.4:1 on white
    otherwise: '#5b4a00', // 8.2:1
    initial: '#1b1f24',
    highlightFill: '#fff1c7',
    highlightStroke: '#8a4b00', // 6.9:1 on white, 6.1:1 on highlightFill
    labelBackground: '#ffffff',
  },
} as const;
