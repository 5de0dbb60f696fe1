import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The invoice's one font family, Noto Sans SC, embedded as a subset: it sets Latin, French and
 * Chinese alike, so an invoice looks the same in every reader and in every language. From
 * `@embedpdf/fonts-sc`, or Debian's fonts-noto-cjk collection where the package is missing.
 */

export interface InvoiceFontSource {
  regular: Buffer;
  bold: Buffer;
  /** The face inside a .ttc collection; undefined for a single-face file. */
  regularFamily?: string;
  boldFamily?: string;
}

const NPM_PACKAGE = '@embedpdf/fonts-sc';
const DEBIAN_DIR = '/usr/share/fonts/opentype/noto';

function npmFontDir(): string | undefined {
  try {
    // The package exports only its index; the fonts sit beside it in fonts/.
    const entry = createRequire(import.meta.url).resolve(NPM_PACKAGE);
    const dir = join(dirname(entry), '..', 'fonts');
    return existsSync(join(dir, 'NotoSansHans-Regular.otf')) ? dir : undefined;
  } catch {
    return undefined;
  }
}

let cached: InvoiceFontSource | undefined;

/** Read once per process (about 17 MB) and shared by every invoice. */
export function invoiceFonts(): InvoiceFontSource {
  if (cached) return cached;
  const dir = npmFontDir();
  if (dir) {
    cached = {
      regular: readFileSync(join(dir, 'NotoSansHans-Regular.otf')),
      bold: readFileSync(join(dir, 'NotoSansHans-Bold.otf')),
    };
    return cached;
  }
  const regular = join(DEBIAN_DIR, 'NotoSansCJK-Regular.ttc');
  const bold = join(DEBIAN_DIR, 'NotoSansCJK-Bold.ttc');
  if (existsSync(regular) && existsSync(bold)) {
    cached = {
      regular: readFileSync(regular),
      bold: readFileSync(bold),
      regularFamily: 'NotoSansCJKsc-Regular',
      boldFamily: 'NotoSansCJKsc-Bold',
    };
    return cached;
  }
  throw new Error(`No font for invoices: install ${NPM_PACKAGE} (npm) or fonts-noto-cjk (Debian).`);
}

const FRACTIONS: Record<string, string> = {
  '¼': '1/4', '½': '1/2', '¾': '3/4', '⅛': '1/8', '⅜': '3/8', '⅝': '5/8', '⅞': '7/8', '⅓': '1/3', '⅔': '2/3',
};

/** Control characters (other than a line break) have no glyph: a tab becomes a space, the rest go. */
function dropControls(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code === 0x09) out += ' ';
    else if (code === 0x0a || (code >= 0x20 && code !== 0x7f)) out += ch;
  }
  return out;
}

/**
 * Text as the font can set it: vulgar fractions spelled out ('3⅛ po' → '3 1/8 po': Noto Sans SC
 * has no ⅛), narrow and thin spaces widened, control characters dropped.
 */
export function printable(text: string): string {
  return dropControls(
    text
      .replace(/(\d?)([¼½¾⅛⅜⅝⅞⅓⅔])/g, (_, whole: string, f: string) => `${whole}${whole ? ' ' : ''}${FRACTIONS[f] ?? f}`)
      .replace(/\u2044/g, '/')
      .replace(/[\u2009\u202f]/g, '\u00a0'),
  );
}
