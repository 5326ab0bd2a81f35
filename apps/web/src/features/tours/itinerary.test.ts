import { describe, expect, it } from 'vitest';
import { parseItinerary } from './itinerary.ts';

describe('parseItinerary', () => {
  it('turns "Day N: title" lines into "Day N. title" headings, split at the first colon', () => {
    expect(
      parseItinerary('Day 1: Dhaka to Sajek - Night coach at 10:30 PM\nDay 2: Konglak Para: sunrise walk'),
    ).toEqual([
      {
        kind: 'day',
        heading: 'Day 1. Dhaka to Sajek - Night coach at 10:30 PM',
        day: 'Day 1.',
        title: 'Dhaka to Sajek - Night coach at 10:30 PM',
      },
      {
        kind: 'day',
        heading: 'Day 2. Konglak Para: sunrise walk',
        day: 'Day 2.',
        title: 'Konglak Para: sunrise walk',
      },
    ]);
  });

  it('keeps other lines as paragraphs and drops blank ones', () => {
    expect(parseItinerary('Day 1: Arrive\n\n  Check-in at noon.  \r\nFree evening')).toEqual([
      { kind: 'day', heading: 'Day 1. Arrive', day: 'Day 1.', title: 'Arrive' },
      { kind: 'text', text: 'Check-in at noon.' },
      { kind: 'text', text: 'Free evening' },
    ]);
  });

  it('shows a Day line without a colon as it is', () => {
    expect(parseItinerary('Day 3 free day')).toEqual([
      { kind: 'day', heading: 'Day 3 free day', day: 'Day 3 free day', title: '' },
    ]);
    expect(parseItinerary('Day 4:')).toEqual([{ kind: 'day', heading: 'Day 4.', day: 'Day 4.', title: '' }]);
  });

  it('only treats lines that start with "Day" as headings', () => {
    expect(parseItinerary('Breakfast on Day 1: included')).toEqual([
      { kind: 'text', text: 'Breakfast on Day 1: included' },
    ]);
  });
});
