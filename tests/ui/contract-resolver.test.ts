import { messages } from '../../contract/messages';
import { describe, expect, it } from 'vitest';
import type { ResolverOptions, FieldValues } from 'react-hook-form';
import { vehicleInput } from '../../contract/schemas/vehicle';
import { companyInput } from '../../contract/schemas/company';
import { contractResolver } from '../../src/resources/shared/forms/contractResolver';
import { translateContractMessage } from '../../src/i18n/contractMessages';
import { i18nProvider } from '../../src/i18n';

const options = {} as ResolverOptions<FieldValues>;
const inEnglish = (message: string) => message;

describe('the contract resolver: forms validate with the schemas the server uses', () => {
  it('answers the schema output on success: trimmed text, lower-case email, blanks as null', async () => {
    const resolve = contractResolver(companyInput, inEnglish);
    const result = await resolve({ name: '  Acme ', email: 'Info@ACME.test', address: '' }, undefined, options);
    expect(result).toEqual({ values: { name: 'Acme', email: 'info@acme.test', address: null }, errors: {} });
  });

  it('keeps the named fields the schema does not describe (a logo file)', async () => {
    const logo = { rawFile: 'file', src: 'blob:1' };
    const resolve = contractResolver(companyInput, inEnglish, ['logo']);
    const result = await resolve({ name: 'Acme', email: 'info@acme.test', logo }, undefined, options);
    expect(result.values).toMatchObject({ name: 'Acme', logo });
  });

  it('gives each invalid field its first message, and the branches list one message', async () => {
    const resolve = contractResolver(vehicleInput, inEnglish);
    const result = await resolve({ mileage: -1, legislation_control_interval: -2, branches: [] }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      license_plate: { message: 'This field is required' },
      mileage: { message: 'Mileage must be 0 or greater' },
      legislation_control_interval: { message: 'Must be 0 or greater' },
      last_service_date: { message: 'This field is required' },
      branches: { message: 'At least one branch is required' },
    });
  });

  it('translates the contract messages, numbers included', async () => {
    await i18nProvider.changeLocale('de');
    try {
      const translate = (message: string) => translateContractMessage(i18nProvider.translate, message);
      const resolve = contractResolver(companyInput, translate);
      const result = await resolve({ name: 'x'.repeat(121), email: '' }, undefined, options);
      expect(result.errors).toMatchObject({
        name: { message: 'Darf höchstens 120 Zeichen lang sein' },
        email: { message: 'Dieses Feld ist erforderlich' },
      });
      // Said by the server alone: too many ids or branches at once, and a dry run that is neither true nor false.
      expect(translate(messages.tooMany(1000))).toBe(`Höchstens ${(1000).toLocaleString()} dürfen angegeben werden`);
      expect(translate(messages.trueOrFalse)).toBe('Muss true oder false sein');
      expect(translate(messages.tooManyRequests)).toBe('Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.');
      // The meter log's and fuel's sentences that carry a value (contract/meter-log.ts).
      expect(translate(messages.belowRecordedEngineHours(1250.5))).toBe(
        `Muss mindestens ${(1250.5).toLocaleString()} Stunden betragen, die höchsten für dieses Fahrzeug erfassten Betriebsstunden`,
      );
      expect(translate(messages.replacementInUse(1))).toBe(
        '1 späterer Kilometerstand zählt ab diesem Tausch des Kilometerzählers: zuerst löschen',
      );
      expect(translate(messages.replacementInUse(3))).toBe(
        '3 spätere Kilometerstände zählen ab diesem Tausch des Kilometerzählers: zuerst löschen',
      );
      expect(translate(messages.decimalsAtMost(2))).toBe('Höchstens 2 Nachkommastellen');
      expect(translate(messages.replacementBeforeLatest('2026-06-01'))).toBe(
        'Ein Tausch des Kilometerzählers muss am oder nach dem letzten Kilometerstand des Fahrzeugs liegen (01.06.2026)',
      );
      expect(translate(messages.noActiveVehicleForFuel)).toBe('Tankvorgänge können nur für ein aktives Fahrzeug erfasst werden');
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
