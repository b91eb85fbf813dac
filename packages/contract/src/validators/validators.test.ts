import { describe, expect, it } from 'vitest';
import { translate } from '../i18n.ts';
import {
  clabeProblem,
  clabeSchema,
  curpProblem,
  curpSchema,
  fraccionSchema,
  isCalendarDateYYMMDD,
  isValidClabe,
  isValidCurp,
  isValidRfc,
  nicoSchema,
  rfcCheckCharacter,
  rfcKind,
  rfcProblem,
  rfcSchema,
  withRfcCheckCharacter,
} from './index.ts';

describe('calendar dates YYMMDD', () => {
  it('accepts real days and refuses impossible ones', () => {
    expect(isCalendarDateYYMMDD('561231')).toBe(true);
    expect(isCalendarDateYYMMDD('000229')).toBe(true); // 2000 was a leap year
    expect(isCalendarDateYYMMDD('240229')).toBe(true);
    expect(isCalendarDateYYMMDD('230229')).toBe(false);
    expect(isCalendarDateYYMMDD('560230')).toBe(false);
    expect(isCalendarDateYYMMDD('560431')).toBe(false);
    expect(isCalendarDateYYMMDD('561301')).toBe(false);
    expect(isCalendarDateYYMMDD('561200')).toBe(false);
  });
});

describe('RFC', () => {
  it('accepts real RFCs of companies and people', () => {
    // SAT's own RFC and the RFC of the SAT's published examples.
    expect(isValidRfc('SAT970701NN3')).toBe(true);
    expect(rfcKind('SAT970701NN3')).toBe('company');
    expect(isValidRfc('GODE561231GR8')).toBe(true);
    expect(rfcKind('gode 561231 gr8')).toBe('person');
    expect(isValidRfc('XAXX010101000')).toBe(true);
    expect(isValidRfc('XEXX010101000')).toBe(true);
  });

  it('refuses a wrong check character, a wrong shape and an impossible date', () => {
    expect(rfcProblem('GODE561231GR9')).toBe('checkDigit');
    expect(rfcProblem('SAT970701NN4')).toBe('checkDigit');
    expect(rfcProblem('SAT97070NN3')).toBe('format');
    expect(rfcProblem('12345')).toBe('format');
    // 30 February with a correct check character: only the date is wrong.
    const thirtiethOfFebruary = withRfcCheckCharacter('GODE560230GR');
    expect(thirtiethOfFebruary).toHaveLength(13);
    expect(rfcProblem(thirtiethOfFebruary)).toBe('date');
    expect(rfcProblem(withRfcCheckCharacter('ABC230229XY'))).toBe('date');
  });

  it('computes check characters that make valid RFCs', () => {
    expect(rfcCheckCharacter('GODE561231GR')).toBe('8');
    expect(rfcCheckCharacter('SAT970701NN')).toBe('3');
    for (const base of ['AND010203AB', 'TME850101QW', 'MOVA800415HZ', 'CAFL9001017K']) {
      expect(isValidRfc(withRfcCheckCharacter(base))).toBe(true);
    }
    expect(() => rfcCheckCharacter('NOPE')).toThrow();
  });

  it('zod schema normalises and returns translation keys', () => {
    expect(rfcSchema.parse(' sat970701nn3 ')).toBe('SAT970701NN3');
    const result = rfcSchema.safeParse('GODE561231GR9');
    expect(result.success).toBe(false);
    const message = result.error!.issues[0]!.message;
    expect(message).toBe('validation.rfc.checkDigit');
    expect(translate('en-US', message)).toBe("The RFC's check character is not correct");
  });
});

describe('CURP', () => {
  it('accepts real CURPs', () => {
    expect(isValidCurp('MAHJ280603MSPRRV09')).toBe(true);
    expect(isValidCurp('LOOA531113HTCPBN07')).toBe(true);
  });

  it('refuses a wrong check digit, shape or state, and an impossible date whatever the check digit', () => {
    expect(curpProblem('MAHJ280603MSPRRV08')).toBe('checkDigit');
    expect(curpProblem('MAHJ280603MSPRRV0')).toBe('format');
    expect(curpProblem('MAHJ280603MZZRRV09')).toBe('format');
    for (let digit = 0; digit <= 9; digit += 1) expect(curpProblem(`MAHJ280230MSPRRV0${digit}`)).toBe('date');
  });

  it('zod schema', () => {
    expect(curpSchema.parse('mahj280603msprrv09')).toBe('MAHJ280603MSPRRV09');
    expect(curpSchema.safeParse('MAHJ280603MSPRRV08').error?.issues[0]?.message).toBe('validation.curp.checkDigit');
  });
});

describe('CLABE', () => {
  it('accepts real CLABEs and refuses wrong ones', () => {
    expect(isValidClabe('002010077777777771')).toBe(true);
    expect(clabeProblem('002010077777777772')).toBe('checkDigit');
    expect(clabeProblem('00201007777777777')).toBe('format');
    expect(clabeProblem('00201007777777777A')).toBe('format');
    expect(clabeSchema.safeParse('002010077777777772').error?.issues[0]?.message).toBe('validation.clabe.checkDigit');
  });
});

describe('fraction and NICO', () => {
  it('takes 8 digits (dots of the printed form removed) and a 2-digit NICO', () => {
    expect(fraccionSchema.parse('0101.21.01')).toBe('01012101');
    expect(fraccionSchema.safeParse('0101210').success).toBe(false);
    expect(fraccionSchema.safeParse('010121011').error?.issues[0]?.message).toBe('validation.fraccion');
    expect(nicoSchema.parse('00')).toBe('00');
    expect(nicoSchema.safeParse('1').error?.issues[0]?.message).toBe('validation.nico');
  });
});
