import { IconButton, InputAdornment, Tooltip } from '@mui/material';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { useTranslate } from 'ra-core';

/**
 * The info icon at the end of a field (docs/screens.md, Vehicles: "info tooltips explain the legislation and service
 * fields"). It is a button so that the keyboard reaches it and the tooltip opens on focus too; the
 * button is named after its field and the tooltip text describes it.
 */
function FieldHint({ field, edge = 'end' }: { field: string; edge?: 'end' | false }) {
  const translate = useTranslate();
  const label = translate(`resources.vehicles.fields.${field}`);
  return (
    <Tooltip title={translate(`resources.vehicles.hints.${field}`)} describeChild arrow>
      <IconButton size="small" edge={edge} aria-label={translate('resources.vehicles.hints.about', { field: label })}>
        <InfoIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The props that put the hint at the end of a react-admin input. */
export function withHint(field: string) {
  return {
    slotProps: {
      input: {
        endAdornment: (
          <InputAdornment position="end">
            <FieldHint field={field} />
          </InputAdornment>
        ),
      },
    },
  };
}

/** The props that put the hint beside a date input's calendar button. */
export function withDateHint(field: string) {
  return { hint: <FieldHint field={field} edge={false} /> };
}
