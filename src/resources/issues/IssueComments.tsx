import { useState, type FormEvent } from 'react';
import { Box, Button, Divider, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate, type RaRecord } from 'ra-core';
import { issueCommentInput } from '../../../contract/schemas/issue';
import type { FleetDataProvider } from '../../dataProvider';
import { translateFormMessage } from '../../i18n/contractMessages';
import { LoadFailed, LoadingBlock } from '../../layout/QueryState';
import { showToast } from '../../layout/notifications/toasts';
import { errorText } from '../../layout/notifications/errorText';
import { issues } from '../../resourceDefinitions/issues';
import { fieldErrorsOf } from '../shared/dialogs/useRecordMutations';
import { TitledCard } from '../shared/CardTitle';
import { formatWhen } from '../inspections/when';
import { useTimeZone } from './timeZone';

/** The comments of one issue, as react-query keeps them. */
const commentsKey = (issueId: unknown) => ['issue-comments', String(issueId)];

/**
 * An issue's comments, oldest first: who wrote what and when. Everyone who may report an issue
 * comments on one (users included, docs/inspections.md); the comment is checked with the contract's
 * schema before it is sent.
 */
export function IssueComments({ issue }: { issue: RaRecord }) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const { canAccess: canComment } = useCanAccess({ resource: issues.name, action: 'create' });
  const {
    data: comments,
    error,
    isPending,
    refetch,
  } = useQuery({
    queryKey: commentsKey(issue.id),
    queryFn: () => dataProvider.getIssueComments(issue.id),
  });
  return (
    <TitledCard id="issue-comments-title" title={translate('resources.issues.comments.title')}>
      {isPending ? (
        <LoadingBlock minHeight={80} />
      ) : error ? (
        <LoadFailed onRetry={refetch}>
          {translate('resources.issues.comments.failed')}: {errorText(error, translate)}
        </LoadFailed>
      ) : comments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.issues.comments.empty')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {comments.map((comment, index) => (
            <Box component="li" key={comment.id} data-testid="issue-comment">
              {index > 0 && <Divider sx={{ mb: 1.5 }} />}
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {translate('resources.issues.comments.by', { name: comment.author_name, date: formatWhen(comment.createdAt, timeZone) })}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{comment.body}</Typography>
            </Box>
          ))}
        </Box>
      )}
      {canComment && <AddComment issueId={issue.id} />}
    </TitledCard>
  );
}

/** A comment's field and its button; a refused or failed comment stays in the field, to try again. */
function AddComment({ issueId }: { issueId: RaRecord['id'] }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = issueCommentInput.safeParse({ body });
    if (!checked.success) {
      setProblem(translateFormMessage(translate, checked.error.issues[0]!.message));
      return;
    }
    setPending(true);
    try {
      await dataProvider.addIssueComment(issueId, checked.data.body);
      setBody('');
      setProblem(undefined);
      showToast({ title: translate('resources.issues.comments.added'), variant: 'success' });
      // The issue's comment count changes with it.
      await queryClient.invalidateQueries();
    } catch (error) {
      const said = fieldErrorsOf(error)?.body;
      if (said) setProblem(translateFormMessage(translate, said));
      showToast({
        title: translate('resources.issues.comments.error_add'),
        description: errorText(error, translate),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <TextField
        label={translate('resources.issues.comments.label')}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          if (problem) setProblem(undefined);
        }}
        multiline
        minRows={2}
        fullWidth
        size="small"
        error={problem !== undefined}
        helperText={problem ?? translate('resources.issues.comments.hint')}
      />
      <Box>
        <Button type="submit" variant="contained" size="small" disabled={pending}>
          {pending ? translate('fleet.form.loading') : translate('resources.issues.comments.add')}
        </Button>
      </Box>
    </Box>
  );
}
