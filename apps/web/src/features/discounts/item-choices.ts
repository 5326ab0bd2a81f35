/** An event or a club the forms offer, by its id and the name people know it by. */
export type Choice = { id: string; name: string };

/**
 * The events and clubs the screen's forms choose from, handed in by the app layer from the public
 * lists (undefined while they load).
 */
export type ItemChoices = { tours: Choice[] | undefined; clubs: Choice[] | undefined };
