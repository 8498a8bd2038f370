import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, ILL_FORMED_TEXT_MESSAGE, plainTextProblem, refusedText } from './plain-text.ts';

const control = (path: (string | number)[]) => ({ path, message: CONTROL_CHARACTER_MESSAGE });
const illFormed = (path: (string | number)[]) => ({ path, message: ILL_FORMED_TEXT_MESSAGE });

describe('plain text (docs/input-limits.md#text)', () => {
  it('finds NUL and other C0 controls anywhere in a body, with the field they are in', () => {
    expect(refusedText({ firstName: 'Ada\u0000' })).toEqual(control(['firstName']));
    expect(refusedText({ items: [{ serviceId: 'ok' }, { serviceId: 'x\u001b[31m' }] })).toEqual(control(['items', 1, 'serviceId']));
    expect(refusedText({ ['bad\u0007key']: 1 })).toEqual(control(['bad\u0007key']));
    expect(refusedText('\u007f')).toEqual(control([]));
  });

  it('security finding 4: an unpaired surrogate, high or low, is ill-formed text wherever it is, in a value or a key', () => {
    expect(refusedText({ businessData: { businessPurpose: 'Consulting \ud800' } })).toEqual(illFormed(['businessData', 'businessPurpose']));
    expect(refusedText({ businessPurpose: '\udfffConsulting' })).toEqual(illFormed(['businessPurpose']));
    // A high surrogate followed by another high one, and a low one after a complete pair, are unpaired too.
    expect(plainTextProblem('\ud83d\ud83d\ude00')).toBe(ILL_FORMED_TEXT_MESSAGE);
    expect(plainTextProblem('\ud83d\ude00\ude00')).toBe(ILL_FORMED_TEXT_MESSAGE);
    expect(refusedText({ owners: [{ name: 'Ada' }, { ['na\udc00me']: 'x' }] })).toEqual(illFormed(['owners', 1, 'na\udc00me']));
  });

  it('security finding 4: the Unicode non-characters are refused, in the BMP and in every other plane', () => {
    for (const nonCharacter of ['\ufffe', '\uffff', '\ufdd0', '\ufdef', '\u{1fffe}', '\u{1ffff}', '\u{10fffe}', '\u{10ffff}']) {
      expect(plainTextProblem(`Ada ${nonCharacter} Lovelace`), nonCharacter.codePointAt(0)!.toString(16)).toBe(ILL_FORMED_TEXT_MESSAGE);
    }
  });

  it('lets tabs, line breaks, surrogate pairs (emoji, rare scripts), U+FFFD and every assigned character through', () => {
    expect(refusedText({ message: 'Line one\r\nLine\ttwo', name: 'José Ñúñez — 株式会社 🚀 𝔄𝔡𝔞 �', n: 5, none: null })).toBeNull();
    // The neighbours of the non-characters are ordinary characters.
    expect(plainTextProblem('\ufdcf\ufdf0\ufffd\u{1fffd}\u{10fffd}')).toBeNull();
  });
});
