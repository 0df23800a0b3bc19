import * as echarts from 'echarts';

// The statistics' charts as SVG markup made on the server by Apache ECharts (its server-side
// rendering, no DOM and no JavaScript in the page; decision 0029). Every chart sits beside a
// table with the same numbers, for screen readers and for copying.

const PRIMARY = '#1d40ad'; // --color-primary-700
const MUTED = '#64748b';
const FONT = 'Inter Variable, ui-sans-serif, system-ui, sans-serif';

export type ChartInput = {
  labels: string[];
  values: number[];
  /** How a value reads on the axis and in labels ("€ 12", "12"). */
  format: 'euro' | 'count';
  kind: 'bar' | 'line' | 'hbar';
  width?: number;
  height?: number;
};

const euro = (v: number) => `€ ${v.toLocaleString('it-IT', { maximumFractionDigits: 0 })}`;

/** One chart as an `<svg>` string, sized by its viewBox so it scales with its box. */
export function chartSvg(input: ChartInput): string {
  // Drawn small and scaled up: on a phone the labels stay readable (the box is ~330 px wide).
  const width = input.width ?? 420;
  const height = input.height ?? (input.kind === 'hbar' ? Math.max(140, 34 * input.labels.length + 40) : 240);
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  const formatter = input.format === 'euro' ? euro : (v: number) => v.toLocaleString('it-IT');
  const category = {
    type: 'category' as const,
    data: input.labels,
    axisLabel: { color: MUTED, fontFamily: FONT, fontSize: 13, hideOverlap: true },
    axisTick: { show: false },
    axisLine: { lineStyle: { color: '#cbd5e1' } },
  };
  const value = {
    type: 'value' as const,
    minInterval: input.format === 'count' ? 1 : undefined,
    axisLabel: { color: MUTED, fontFamily: FONT, fontSize: 13, formatter },
    splitLine: { lineStyle: { color: '#e2e8f0' } },
  };
  chart.setOption({
    animation: false,
    grid: { left: input.kind === 'hbar' ? 150 : 52, right: 16, top: 12, bottom: 28, containLabel: false },
    xAxis: input.kind === 'hbar' ? value : category,
    yAxis:
      input.kind === 'hbar'
        ? { ...category, inverse: true, axisLabel: { ...category.axisLabel, width: 140, overflow: 'truncate' } }
        : value,
    series: [
      {
        type: input.kind === 'line' ? 'line' : 'bar',
        data: input.values,
        itemStyle: { color: PRIMARY },
        lineStyle: { color: PRIMARY, width: 2 },
        symbolSize: 4,
        barMaxWidth: 28,
        // A picture, not a widget: no hover states (ECharts would add a <style> the CSP refuses).
        silent: true,
        emphasis: { disabled: true },
      },
    ],
  });
  const svg = chart.renderToSVGString();
  chart.dispose();
  // Scale with the box it is put in (ECharts writes fixed width/height attributes), and turn
  // its inline `style` attributes into presentation attributes: the pages' CSP allows no
  // inline styles.
  return svg
    .replace(/^<svg([^>]*?) width="\d+" height="\d+"/, '<svg$1 width="100%" aria-hidden="true"')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/ style="([^"]*)"/g, (_all, css: string) =>
      css
        .split(';')
        .map((rule) => rule.split(':'))
        .filter(([name, value]) => name?.trim() && value?.trim())
        .map(([name, value]) => ` ${name!.trim()}="${value!.trim()}"`)
        .join(''),
    );
}
