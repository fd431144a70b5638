/**
 * The characters beyond Latin-1 that WinAnsiEncoding holds, the encoding of the PDF's standard fonts
 * (Helvetica): € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ.
 */
const BEYOND_LATIN_1 = new Set(
  [
    0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d, 0x2018, 0x2019, 0x201c, 0x201d,
    0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178,
  ].map((code) => String.fromCodePoint(code)),
);

const REPLACEMENT = '?';

/** Printable Latin-1 (Albanian ë ç, German ß ä ö ü) and the few more characters above. */
const showable = (character: string) => {
  const code = character.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || BEYOND_LATIN_1.has(character);
};

/**
 * Text the standard fonts can show. pdfkit writes any other character as a code the font does not
 * have, which shows as nothing or as garbage: a letter with a mark WinAnsi lacks (ő, ć, ș) keeps its
 * base letter, line breaks and tabs become spaces, and anything else (an emoji, Cyrillic) becomes "?".
 */
export function winAnsiText(text: string): string {
  let shown = '';
  for (const character of text.normalize('NFC')) {
    if (showable(character)) shown += character;
    else if (/\s/u.test(character)) shown += ' ';
    else {
      const base = character.normalize('NFD').replace(/\p{M}+/gu, '');
      shown += base !== character && [...base].every(showable) ? base : REPLACEMENT;
    }
  }
  return shown;
}
