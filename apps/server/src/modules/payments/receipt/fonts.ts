import nodeModule from 'node:module';

// Not `import { createRequire }`: the server bundle's banner already declares that name (build.mjs).
const fromHere = nodeModule.createRequire(import.meta.url);
const file = (name: string) => fromHere.resolve(`@fontsource/hind-siliguri/files/${name}`);

/**
 * Hind Siliguri (SIL Open Font License; Indian Type Foundry), from the npm package
 * @fontsource/hind-siliguri, which ships it split by script: one file holds the Bengali letters,
 * another the Latin ones (digits, commas, e-mail addresses). pdfkit embeds WOFF as it is and
 * shapes Bengali (conjuncts, reph, pre-base and split vowel signs) with fontkit; see
 * docs/decisions/0016-server-languages.md for how that was checked.
 */
export const BANGLA_FONTS = {
  bengali: {
    regular: file('hind-siliguri-bengali-400-normal.woff'),
    bold: file('hind-siliguri-bengali-700-normal.woff'),
  },
  latin: {
    regular: file('hind-siliguri-latin-400-normal.woff'),
    bold: file('hind-siliguri-latin-700-normal.woff'),
  },
} as const;

/** Bengali letters, signs and digits, the danda, and the joiners that shape conjuncts. */
const BENGALI_RUN = /([\u0980-\u09FF\u0964\u0965\u200C\u200D]+)/u;

/** A line cut into runs of Bengali and of everything else, each for its own font file. */
export function scriptRuns(text: string): { text: string; bengali: boolean }[] {
  return text
    .split(BENGALI_RUN)
    .filter((part) => part.length > 0)
    .map((part) => ({ text: part, bengali: BENGALI_RUN.test(part) }));
}
