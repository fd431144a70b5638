import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import StockIcon from '@mui/icons-material/WarehouseOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useRecordContext, useTranslate } from 'ra-core';
import { formatQuantity, NUMBER_SEPARATORS } from '../../../contract/formats';
import { messages } from '../../../contract/messages';
import { translateContractMessage } from '../../i18n/contractMessages';
import type { Part, PartStock, StockChange } from '../../../contract/schemas/part';
import { http } from '../../providers';
import { useLanguage } from '../../i18n/useLanguage';
import { errorText } from '../../layout/notifications/errorText';
import { showToast } from '../../layout/notifications/toasts';
import { LoadFailed, LoadingBlock } from '../../layout/QueryState';
import { formatWhen } from '../inspections/when';
import { useTimeZone } from '../issues/timeZone';

/** A row's Stock: opens the part's stock in each branch one sees, its log, and (for those who keep it) a change. */
export function StockButton() {
  const part = useRecordContext<Part>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!part) return null;
  return (
    <>
      <Tooltip title={translate('resources.parts.stock.open')}>
        <IconButton size="small" aria-label={translate('resources.parts.stock.open')} onClick={() => setOpen(true)}>
          <StockIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && <StockDialog part={part} onClose={() => setOpen(false)} />}
    </>
  );
}

const KINDS = ['received', 'counted', 'corrected'] as const;

/**
 * A part's stock (docs/work-orders.md, Parts and stock): what each branch one sees holds, the part's
 * latest changes, and a change by hand: how many more or fewer, and why. The server refuses a change
 * that would take a branch below zero, and says so under the quantity.
 */
function StockDialog({ part, onClose }: { part: Part; onClose: () => void }) {
  const translate = useTranslate();
  const language = useLanguage();
  const timeZone = useTimeZone();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { canAccess: canChange } = useCanAccess({ resource: 'parts', action: 'edit' });
  const queryClient = useQueryClient();
  const stock = useQuery({
    queryKey: ['parts', 'stock', part.id],
    queryFn: async () => (await http<{ data: PartStock[] }>(`/api/parts/${part.id}/stock`)).data,
  });
  const log = useQuery({
    queryKey: ['parts', 'adjustments', part.id],
    queryFn: async () => (await http<{ data: StockChange[] }>(`/api/parts/${part.id}/adjustments`, { query: { limit: 10 } })).data,
  });
  const [branchId, setBranchId] = useState('');
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [kind, setKind] = useState('');
  const separator = NUMBER_SEPARATORS[language].decimal;
  const branches = stock.data ?? [];
  // The first branch until another is chosen.
  const chosen = branchId || branches[0]?.branch.id || '';
  const change = useMutation({
    mutationFn: () =>
      http(`/api/parts/${part.id}/adjustments`, {
        method: 'POST',
        body: { branch_id: chosen, quantity: quantity.replace(',', '.'), reason, ...(kind ? { kind } : {}) },
      }),
    onSuccess: async () => {
      setQuantity('');
      setReason('');
      showToast({ title: translate('resources.parts.stock.saved'), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['parts'] });
    },
  });
  const number = (value: number) => formatQuantity(value, language);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="part-stock-title">
      <DialogTitle id="part-stock-title">{translate('resources.parts.stock.title', { name: `${part.number} ${part.name}` })}</DialogTitle>
      <DialogContent>
        {stock.isPending ? (
          <LoadingBlock minHeight={120} />
        ) : stock.error ? (
          <LoadFailed onRetry={() => stock.refetch()}>
            {translate('resources.parts.stock.load_failed')}: {errorText(stock.error, translate)}
          </LoadFailed>
        ) : branches.length === 0 ? (
          <Typography color="text.secondary">{translate('resources.parts.stock.none')}</Typography>
        ) : (
          <Table size="small" aria-label={translate('resources.parts.stock.open')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.parts.stock.branch')}</TableCell>
                <TableCell align="right">{translate('resources.parts.stock.on_hand')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {branches.map((row) => (
                <TableRow key={row.branch.id}>
                  <TableCell>{row.branch.name}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {number(row.on_hand)} {part.unit}
                    {row.below_reorder && (
                      <Chip
                        size="small"
                        color="warning"
                        variant="outlined"
                        label={translate('resources.parts.below_reorder')}
                        sx={{ ml: 1 }}
                      />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}

        {canChange && branches.length > 0 && (
          <Box component="form" onSubmit={submit} aria-labelledby="part-stock-change" sx={{ mt: 3, display: 'grid', gap: 2 }}>
            <Typography id="part-stock-change" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {translate('resources.parts.stock.change')}
            </Typography>
            <TextField
              select
              label={translate('resources.parts.stock.branch')}
              value={chosen}
              onChange={(event) => setBranchId(event.target.value)}
            >
              {branches.map((row) => (
                <MenuItem key={row.branch.id} value={row.branch.id}>
                  {row.branch.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('resources.parts.stock.quantity')}
              helperText={translate('resources.parts.stock.quantity_hint')}
              value={quantity.replace('.', separator)}
              onChange={(event) => setQuantity(event.target.value.replace(',', '.'))}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label={translate('resources.parts.stock.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
            />
            <TextField
              select
              label={translate('resources.parts.stock.kind')}
              value={kind}
              onChange={(event) => setKind(event.target.value)}
            >
              <MenuItem value="">{translate('resources.parts.stock.kinds.by_quantity')}</MenuItem>
              {KINDS.map((option) => (
                <MenuItem key={option} value={option}>
                  {translate(`resources.parts.stock.kinds.${option}`)}
                </MenuItem>
              ))}
            </TextField>
            {change.error && (
              <Alert severity="error">
                {translate('resources.parts.stock.error')}: {errorText(change.error, translate)}
              </Alert>
            )}
            <Button type="submit" variant="contained" disabled={change.isPending} sx={{ justifySelf: 'start' }}>
              {translate('resources.parts.stock.save')}
            </Button>
          </Box>
        )}

        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 3 }}>
          {translate('resources.parts.stock.log')}
        </Typography>
        {log.data && log.data.length === 0 && (
          <Typography color="text.secondary">{translate('resources.parts.stock.log_empty')}</Typography>
        )}
        {log.data && log.data.length > 0 && (
          <List dense aria-label={translate('resources.parts.stock.log')}>
            {log.data.map((row) => (
              <ListItem key={row.id} disableGutters>
                <ListItemText
                  primary={`${row.quantity > 0 ? '+' : '−'}${number(Math.abs(row.quantity))} ${part.unit} · ${row.branch.name} · ${translate(`resources.parts.stock.kinds.${row.kind}`)}`}
                  secondary={`${reasonText(translate, row.reason)} · ${row.employee_name ?? ''} · ${formatWhen(row.createdAt, timeZone)} · ${translate('resources.parts.stock.after')}: ${number(row.on_hand_after)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The reasons a work order gives its stock changes (docs/work-orders.md), kept in English with the work order's title. */
const WORK_ORDER_REASONS = [messages.workOrderTaken, messages.workOrderReturned];

/** Why stock changed, in the reader's language where a work order said it; a person's own words as written. */
function reasonText(translate: Parameters<typeof translateContractMessage>[0], reason: string): string {
  const said = WORK_ORDER_REASONS.find((prefix) => reason.startsWith(`${prefix}: `));
  return said ? `${translateContractMessage(translate, said)}${reason.slice(said.length)}` : reason;
}
