import { Button } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useTranslate } from 'ra-core';

interface AllOkButtonProps {
  section: string;
  /** How many pass/fail items of the section have no answer yet: none, and there is nothing to mark. */
  open: number;
  disabled: boolean;
  onClick: () => void;
}

/**
 * "All OK" at a section's title: marks every pass/fail item of the section that has no answer yet OK, in
 * one tap, after the inspector has walked round that part of the vehicle (docs/screens.md, Fill an
 * inspection). A Defect already tapped stays a defect; numbers and texts still take their answer.
 * Its name says which section, as the screen does by where it stands.
 */
export function AllOkButton({ section, open, disabled, onClick }: AllOkButtonProps) {
  const translate = useTranslate();
  return (
    <Button
      variant="outlined"
      color="success"
      startIcon={<DoneAllIcon />}
      aria-label={translate('resources.inspections.fill.all_ok_label', { section })}
      disabled={disabled || open === 0}
      onClick={onClick}
      sx={{ minHeight: 44, flexShrink: 0, fontWeight: 700 }}
    >
      {translate('resources.inspections.fill.all_ok')}
    </Button>
  );
}
