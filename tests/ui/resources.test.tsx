import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { canOpenScreen } from '../../contract/permissions';
import { LANGUAGES } from '../../contract/languages';
import { ROLES } from '../../contract/roles';
import { RESOURCES } from '../../src/resources';
import type { ResourceDefinition } from '../../src/resources/resource';
import { renderWithAdmin } from './support/renderWithAdmin';

/*
 * What every resource of src/resources/index.ts owes the app, checked for each, so that a new one is
 * held to it without a test of its own (docs/adding-a-resource.md): its messages in every language,
 * a role that may open it, and a list screen that shows its title and an empty table in words, not keys.
 */

const emptyList = async () => ({ data: [], total: 0 });

describe.each(RESOURCES.map((resource) => [resource.name, resource] as const))('the %s resource', (name, resource) => {
  it('has a name and the toasts of its changes in every language', () => {
    for (const language of LANGUAGES) {
      const messages = resource.messages[language];
      expect(messages.name, language).toMatch(/\S \|\|\|\| \S/);
      for (const toast of Object.values(messages.toasts)) expect(toast, language).toMatch(/\S/);
    }
  });

  it('opens for at least one role, which the route table allows', () => {
    expect(ROLES.some((role) => canOpenScreen(role, resource.api))).toBe(true);
  });

  // A resource without a screen of its own (the meter log) is shown, and tested, inside another's.
  it.runIf('list' in resource)('shows its list with its own words, empty as "No records found" or its own empty state', async () => {
    const role = ROLES.find((candidate) => canOpenScreen(candidate, resource.api))!;
    const List = (resource as ResourceDefinition).list!;
    const { container } = renderWithAdmin(<List />, { role, resource: name, dataProvider: { getList: emptyList } });
    expect((await screen.findAllByText(/No records found|Add new content/)).length).toBeGreaterThan(0);
    expect(container.textContent).not.toMatch(/resources\.|fleet\./);
  });
});
