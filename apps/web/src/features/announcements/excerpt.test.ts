import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt.ts';

const words = (n: number) => Array.from({ length: n }, (_, index) => `w${index + 1}`).join(' ');

describe('excerpt', () => {
  it('keeps the first 25 words and adds an ellipsis', () => {
    const cut = excerpt(words(40));
    expect(cut).toBe(`${words(25)}...`);
    expect(cut.replace('...', '').split(' ')).toHaveLength(25);
  });

  it('leaves a description of 25 words or fewer whole, without an ellipsis', () => {
    expect(excerpt(words(25))).toBe(words(25));
    expect(excerpt('Short news.')).toBe('Short news.');
  });

  it('counts line breaks and repeated spaces as one space', () => {
    expect(excerpt('One  two\nthree\n\nfour', 3)).toBe('One two three...');
  });
});
