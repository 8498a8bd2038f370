import { describe, expect, it } from 'vitest';
import { controlCharacterPath } from './plain-text.ts';

describe('control characters (docs/input-limits.md)', () => {
  it('finds NUL and other C0 controls anywhere in a body, with the field they are in', () => {
    expect(controlCharacterPath({ firstName: 'Ada\u0000' })).toEqual(['firstName']);
    expect(controlCharacterPath({ items: [{ serviceId: 'ok' }, { serviceId: 'x\u001b[31m' }] })).toEqual(['items', 1, 'serviceId']);
    expect(controlCharacterPath({ ['bad\u0007key']: 1 })).toEqual(['bad\u0007key']);
    expect(controlCharacterPath('\u007f')).toEqual([]);
  });

  it('lets tabs, line breaks and every printable character through', () => {
    expect(controlCharacterPath({ message: 'Line one\r\nLine\ttwo', name: 'José Ñúñez — 株式会社 🚀', n: 5, none: null })).toBeNull();
  });
});
