import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { RecordContextProvider, useTranslate, type RaRecord } from 'ra-core';
import type { FormSectionRow } from '../../../contract/schemas/inspection-form';
import { useLanguage } from '../../i18n/useLanguage';
import { BranchesText, FrequencyText, VehicleTypesText } from './formCells';
import { rangeText } from './itemRange';

/**
 * A form as the inspectors fill it in, for those who read forms but do not keep them (moderators and
 * users): what it is for and how often, then each section's items with how they are answered.
 */
export function FormOverview({ form }: { form: RaRecord }) {
  const translate = useTranslate();
  const language = useLanguage();
  const label = (field: string) => translate(`resources.inspection-forms.fields.${field}`);
  const sections = (form.sections ?? []) as FormSectionRow[];
  return (
    <RecordContextProvider value={form}>
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 4, rowGap: 2 }}
          >
            <Fact label={label('frequency')}>
              <FrequencyText source="frequency" />
            </Fact>
            {/* Whether it is offered: "Status: In use", not the field's own name twice. */}
            <Fact label={translate('resources.inspection-forms.status')}>
              {translate(form.active ? 'resources.inspection-forms.active' : 'resources.inspection-forms.inactive')}
            </Fact>
            <Fact label={label('vehicle_types')}>
              <VehicleTypesText source="vehicle_types" />
            </Fact>
            <Fact label={label('branch_ids')}>
              <BranchesText source="branch_ids" />
            </Fact>
            {form.description && (
              <Fact label={label('description')} wide>
                {form.description}
              </Fact>
            )}
          </Box>
        </CardContent>
      </Card>
      {sections.map((section, sectionIndex) => (
        <Box key={sectionIndex} component="section" aria-labelledby={`form-section-${sectionIndex}`} sx={{ mb: 3 }}>
          <Typography id={`form-section-${sectionIndex}`} variant="h6" component="h3" sx={{ mb: 1 }}>
            {section.title}
          </Typography>
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1 }}>
            {section.items.map((item) => {
              const range = item.kind === 'number' ? rangeText(item, language, translate) : undefined;
              return (
                <Box
                  component="li"
                  key={item.id}
                  sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5 }}
                >
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.label}</Typography>
                    {item.critical && <Chip size="small" color="error" label={translate('resources.inspection-forms.editor.critical')} />}
                    {item.photo_on_fail && (
                      <Chip size="small" variant="outlined" label={translate('resources.inspection-forms.editor.photo_on_fail')} />
                    )}
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`resources.inspection-forms.editor.kinds.${item.kind}`)}
                    {range ? ` · ${translate('resources.inspections.fill.range', { range })}` : ''}
                  </Typography>
                  {item.hint && (
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      {item.hint}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </RecordContextProvider>
  );
}

export function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <Box sx={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
