import { describe, expect, it } from 'vitest';
import { config, z } from 'zod';
import './zod-jitless.ts';

describe('zod without eval', () => {
  it('turns off the compiled parsers zod probes for with new Function', () => {
    expect(config().jitless).toBe(true);
  });

  it('still parses and refuses as before', () => {
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.parse({ name: 'Nafisa' })).toEqual({ name: 'Nafisa' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
  });
});
