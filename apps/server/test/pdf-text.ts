import { inflateSync } from 'node:zlib';

/**
 * The text of a pdfkit PDF, as a viewer's copy and search see it: each `TJ` string decoded through
 * its font's ToUnicode map (embedded fonts write glyph ids) or as Latin-1 (the built-in
 * Helvetica). Enough for pdfkit's own output; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const m of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) objects.set(m[1]!, m[2]!);

  const streamOf = (body: string): string | undefined => {
    const start = /stream\r?\n/.exec(body);
    if (!start) return undefined;
    // Exactly /Length bytes: compressed data may itself end in a CR, which a pattern for
    // `\r?\nendstream` would take away (about one stream in 256, so a rare wrong text).
    const from = start.index + start[0].length;
    const length = Number(/\/Length (\d+)/.exec(body)?.[1]);
    const data = Number.isInteger(length)
      ? body.slice(from, from + length)
      : body.slice(from, body.lastIndexOf('endstream')).replace(/\r?\n$/, '');
    const raw = Buffer.from(data, 'latin1');
    try {
      return /FlateDecode/.test(body) ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
    } catch {
      return undefined;
    }
  };
  // A glyph made of several characters (a conjunct) maps to all of them: `<09a8 09cd 099f>`.
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');

  // Font resource name (/F3) -> its code -> text map (only fonts with a ToUnicode map).
  const maps = new Map<string, Map<number, string>>();
  for (const [, name, ref] of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref!) ?? '')?.[1];
    const cmap = toUnicode ? streamOf(objects.get(toUnicode) ?? '') : undefined;
    if (!cmap) continue;
    const map = new Map<number, string>();
    for (const r of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      const start = Number.parseInt(r[1]!, 16);
      for (const [i, u] of [...r[3]!.matchAll(/<([0-9a-f\s]*)>/gi)].entries())
        map.set(start + i, utf16(u[1]!));
    }
    for (const c of cmap.matchAll(/^<([0-9a-f]{4})>\s*<([0-9a-f]+)>$/gim)) {
      map.set(Number.parseInt(c[1]!, 16), utf16(c[2]!));
    }
    maps.set(name!, map);
  }

  const lines: string[] = [];
  for (const body of objects.values()) {
    const content = /\/Length/.test(body) ? streamOf(body) : undefined;
    if (!content || !/TJ/.test(content)) continue;
    let font: Map<number, string> | undefined;
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (op[1]) {
        font = maps.get(op[1]);
        continue;
      }
      const text = [...op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex]) =>
          font
            ? (hex!.match(/.{4}/g) ?? []).map((code) => font!.get(Number.parseInt(code, 16)) ?? '').join('')
            : Buffer.from(hex!, 'hex').toString('latin1'),
        )
        .join('');
      lines.push(text);
    }
  }
  return lines;
}
