import type { Chart } from 'chart.js';
import { describe, expect, it, vi } from 'vitest';
import { barValues, labelLines } from './bar-chart.tsx';

describe('the dashboard bar chart', () => {
  it('writes each bar its amount, just past the bar end', () => {
    const ctx = {
      save: vi.fn(),
      restore: vi.fn(),
      fillText: vi.fn(),
      font: '',
      fillStyle: '',
      textBaseline: '',
    };
    const bars = [
      { x: 120, y: 20 },
      { x: 40, y: 56 },
    ].map((at) => ({ getProps: () => at }));
    const chart = { ctx, getDatasetMeta: () => ({ data: bars }) } as unknown as Chart<'bar'>;
    const plugin = barValues([250_000, 0], (poisha) => `Tk ${poisha / 100}`, '600 12px sans-serif');
    const draw = plugin.afterDatasetsDraw as unknown as (drawn: Chart<'bar'>) => void;
    draw(chart);
    expect(ctx.fillText.mock.calls).toEqual([
      ['Tk 2500', 126, 20],
      ['Tk 0', 46, 56],
    ]);
    expect(ctx.font).toBe('600 12px sans-serif');
  });

  it('breaks a long name between words onto two lines, and cuts only what is left over', () => {
    expect(labelLines('Nilgiri')).toEqual(['Nilgiri']);
    expect(labelLines('Ratargul Swamp Forest')).toEqual(['Ratargul Swamp', 'Forest']);
    expect(labelLines('Paharpur Buddhist Vihara and Mahasthangarh')).toEqual([
      'Paharpur',
      'Buddhist Vihara…',
    ]);
    expect(labelLines('Supercalifragilisticexpialidocious')).toEqual(['Supercalifragil…']);
  });
});
