import { describe, expect, it } from 'vitest';
import { chartSvg } from './charts.ts';

describe('statistics charts (ECharts on the server)', () => {
  it('makes a scalable SVG with the labels and no script', () => {
    const svg = chartSvg({ kind: 'hbar', format: 'count', labels: ['Pagato', 'Annullato <x>'], values: [12, 3] });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="100%"');
    expect(svg).toMatch(/viewBox="0 0 420 \d+"/);
    expect(svg).toContain('Pagato');
    expect(svg).not.toContain('<x>'); // labels are escaped
    expect(svg).not.toMatch(/<script/i);
    // The pages' CSP allows no inline style: presentation attributes instead.
    expect(svg).not.toContain('style=');
    expect(svg).not.toContain('<style');
    expect(svg).toContain('font-size="13px"');
  });

  it('formats money on the value axis', () => {
    const svg = chartSvg({ kind: 'line', format: 'euro', labels: ['01/11', '02/11'], values: [0, 1250] });
    expect(svg).toContain('>€ 0<');
    expect(svg).toMatch(/>€ 1\d00</);
  });
});
