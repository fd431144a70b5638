import type { CreateParams, DataProvider, UpdateParams } from 'ra-core';

/** The resources whose forms carry a logo (docs/architecture.md, Logos: multipart with the file in `logo`). */
const WITH_LOGO = ['companies', 'branches'];

interface NewLogo {
  rawFile: File;
}

function isNewLogo(value: unknown): value is NewLogo {
  return typeof value === 'object' && value !== null && (value as NewLogo).rawFile instanceof File;
}

/** The record as multipart: the new file in `logo`, every other field as text. */
function toMultipart(data: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(data)) {
    if (field === 'logo' || value === undefined) continue;
    form.append(field, value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  form.append('logo', (data.logo as NewLogo).rawFile);
  return form;
}

/**
 * Sends a company or branch as multipart only when its form holds a newly chosen file; otherwise it
 * stays JSON, where the stored logo path means "keep it" and null means "remove it".
 */
export function withLogoUploads<P extends DataProvider>(provider: P): P {
  const encode = <P extends CreateParams | UpdateParams>(resource: string, params: P): P =>
    WITH_LOGO.includes(resource) && isNewLogo(params.data?.logo) ? { ...params, data: toMultipart(params.data) } : params;
  return {
    ...provider,
    create: (resource, params) => provider.create(resource, encode(resource, params)),
    update: (resource, params) => provider.update(resource, encode(resource, params)),
  };
}
