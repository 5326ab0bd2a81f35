/** One line of an event's itinerary, as the details screen shows it. */
export type ItineraryLine =
  /** heading is the whole line as shown; day ("Day 1.") and title are its two parts. */
  { kind: 'day'; heading: string; day: string; title: string } | { kind: 'text'; text: string };

/**
 * SPEC section 2: the itinerary is split by line; a line starting with "Day" becomes a bold
 * heading "Day N. title", split at the first colon ("Day 1: Dhaka to Sajek" reads
 * "Day 1. Dhaka to Sajek"); any other line is a plain paragraph. Blank lines are dropped.
 */
export function parseItinerary(itinerary: string): ItineraryLine[] {
  return itinerary
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line): ItineraryLine => {
      if (!line.startsWith('Day')) return { kind: 'text', text: line };
      const colon = line.indexOf(':');
      if (colon === -1) return { kind: 'day', heading: line, day: line, title: '' };
      const day = `${line.slice(0, colon).trim()}.`;
      const title = line.slice(colon + 1).trim();
      return { kind: 'day', heading: title ? `${day} ${title}` : day, day, title };
    });
}
