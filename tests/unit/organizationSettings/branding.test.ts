// The branding form's checks and the contrast helper behind its warning.
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  parseHexColor,
  primaryContrast,
  relativeLuminance,
  textOn,
  WHITE,
  BLACK,
  type Rgb,
} from '../../../src/api/rules/colorContrast';
import { brandingErrors, firstBrandingError } from '../../../src/commands/organizationSettings/brandingForm';
import { logoFileProblem } from '../../../src/commands/organizationSettings/logoFile';
import { brandingDraftOf } from '../../../src/state/organizationSettingsEditors';

const draft = (patch: Record<string, string> = {}) => ({ ...brandingDraftOf(null), ...patch });

describe('brandingErrors', () => {
  it('accepts # with 6 or 3 hex digits and empty fields (not set)', () => {
    expect(
      brandingErrors(draft({ primary_color: '#1d4ed8', secondary_color: '#ABC', accent_color: '' })),
    ).toEqual({});
  });

  it('words a wrong colour with the exact contract text, per field', () => {
    const errors = brandingErrors(
      draft({ primary_color: 'blauw', accent_color: '#12345', secondary_color: '123456' }),
    );
    expect(errors).toEqual({
      primary_color: 'Ongeldige HEX kleur (gebruik formaat #RRGGBB)',
      secondary_color: 'Ongeldige HEX kleur (gebruik formaat #RRGGBB)',
      accent_color: 'Ongeldige HEX kleur (gebruik formaat #RRGGBB)',
    });
    expect(firstBrandingError(errors)).toBe('Primaire kleur: Ongeldige HEX kleur (gebruik formaat #RRGGBB)');
  });

  it('checks website, phone and e-mail as the server does, in Dutch', () => {
    expect(
      brandingErrors(
        draft({
          company_website: 'zandvoort.nl',
          company_phone: 'bel ons',
          company_email: 'info@',
          brand_font: 'x'.repeat(101),
        }),
      ),
    ).toEqual({
      brand_font: 'Merklettertype is te lang.',
      company_website: 'Ongeldig webadres (begin met https://).',
      company_phone: 'Ongeldig telefoonnummer.',
      company_email: 'Ongeldig e-mailadres.',
    });
    expect(firstBrandingError({})).toBeNull();
  });
});

describe('logoFileProblem', () => {
  it('takes png, jpg, jpeg, gif and svg by name in any case, up to the size limit', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.gif', 'e.Svg'])
      expect(logoFileProblem({ name, size: 10 }), name).toBeNull();
    expect(logoFileProblem({ name: 'logo.webp', size: 10 })).toMatch(/bestandstype/);
    expect(logoFileProblem({ name: 'png', size: 10 })).toMatch(/bestandstype/);
    expect(logoFileProblem({ name: 'a.png', size: 0 })).toBe('Het bestand is leeg.');
    expect(logoFileProblem({ name: 'a.png', size: 1024 * 1024 })).toBeNull();
    expect(logoFileProblem({ name: 'a.png', size: 1024 * 1024 + 1 })).toMatch(/te groot/);
  });
});

describe('colour contrast (WCAG 2.x)', () => {
  it('parses #RGB and #RRGGBB, nothing else', () => {
    expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColor(' #1D4ED8 ')).toEqual([29, 78, 216]);
    expect(parseHexColor('#12345')).toBeNull();
    expect(parseHexColor('red')).toBeNull();
  });

  it('measures luminance and ratios as WCAG does', () => {
    expect(relativeLuminance(WHITE)).toBe(1);
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(contrastRatio(BLACK, WHITE)).toBe(21);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    // Reference values (WebAIM's checker): #767676 on white is 4.54:1, #777777 is 4.48:1.
    expect(contrastRatio(parseHexColor('#767676')!, WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseHexColor('#777777')!, WHITE)).toBeCloseTo(4.48, 2);
  });

  it('picks the better of white and black text, which always reaches at least about 4.58:1', () => {
    expect(textOn(parseHexColor('#1D4ED8')!)).toMatchObject({ text: 'white', passesAA: true });
    expect(textOn(parseHexColor('#FACC15')!)).toMatchObject({ text: 'black', passesAA: true });
    let lowest = 21;
    for (let v = 0; v < 256; v += 1) {
      const grey: Rgb = [v, v, v];
      lowest = Math.min(lowest, textOn(grey).ratio);
    }
    // The bound is (1.05 × 0.05)^½ − 0.05 as luminance: 4.58:1; the nearest grey reaches 4.61:1.
    expect(lowest).toBeGreaterThan(4.58);
    expect(lowest).toBeLessThan(4.62);
  });

  it('warns for a primary colour that fails AA as text on the white page', () => {
    expect(primaryContrast('#1D4ED8')).toMatchObject({ failsAA: false });
    const light = primaryContrast('#60A5FA')!;
    expect(light.failsAA).toBe(true);
    expect(light.primaryOnWhite).toBeCloseTo(2.54, 2);
    expect(light.textOnPrimary).toMatchObject({ text: 'black', passesAA: true });
    expect(primaryContrast('')).toBeNull();
    expect(primaryContrast('blauw')).toBeNull();
  });
});
