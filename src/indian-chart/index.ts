// Public surface of the indian-chart layer (issue 25): Indian chart drawings (North, South, East) as SVG.
export { indianChart } from './indian-chart.js';
export { renderIndianChart, bodyLabel, GRAHA_SHORT, indianChartIds, type IndianChartScene, type DrawnBody } from './draw-indian-chart.js';
export { northIndianCells, southIndianCells, eastIndianCells, SIGN_SHORT, type ChartCell } from './indian-chart-cells.js';
export { fitLabels, LABEL_BOX_EM, type LabelLayout, type LabelParts, type PlacedLine } from './fit-labels.js';
export { COMBUSTION_ORBS, isCombust } from './combustion.js';
export { textWidthEm } from './text-width.js';
