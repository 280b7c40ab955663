/**
 * Personal center (/my/info): nick name, avatar (uploaded) and a password change
 * (6 to 16 characters, the current password required). A new password ends
 * every session, this one too, so the user logs in again.
 */
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation, usePreloadedQuery } from 'react-relay';
import { Avatar } from '@chakra-ui/react/avatar';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Separator } from '@chakra-ui/react/separator';
import type { InfoPageQuery } from '../../../__generated__/InfoPageQuery.graphql.ts';
import type { InfoPageUpdateMutation } from '../../../__generated__/InfoPageUpdateMutation.graphql.ts';
import type { MessageId } from '../../../i18n/index.ts';
import { message } from '../../../lib/message.ts';
import { logout, setUserInfo } from '../../../relay/session.ts';
import type { ScreenProps } from '../../../router/types.ts';
import { Upload } from '../../../components/Upload.tsx';

const query = graphql`
  query InfoPageQuery {
    person {
      rowId
      username
      name
      nickName
      headImg
    }
  }
`;

const updateMutation = graphql`
  mutation InfoPageUpdateMutation($input: PersonUpdateInput!) {
    personUpdate(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationPersonUpdateSuccess {
        data {
          rowId
          username
          name
          nickName
          headImg
        }
      }
    }
  }
`;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;

type FieldName = 'nickName' | 'headImg' | 'oldPassword' | 'password' | 'confirmPassword';

export function validatePasswordChange(v: { oldPassword: string; password: string; confirmPassword: string }): Partial<Record<FieldName, MessageId>> {
  const errors: Partial<Record<FieldName, MessageId>> = {};
  if (!v.password && !v.confirmPassword) return errors;
  if (v.password.length < PASSWORD_MIN || v.password.length > PASSWORD_MAX) errors.password = 'my.password.length';
  if (v.password !== v.confirmPassword) errors.confirmPassword = 'my.confirmPassword.mismatch';
  if (!v.oldPassword) errors.oldPassword = 'my.oldPassword.required';
  return errors;
}

export default function InfoPage({ queries }: ScreenProps) {
  const intl = useIntl();
  const f = (id: MessageId) => intl.formatMessage({ id });
  const { person } = usePreloadedQuery<InfoPageQuery>(query, queries.person!);
  const [commit, saving] = useMutation<InfoPageUpdateMutation>(updateMutation);
  const [form, setForm] = useState({ nickName: person.nickName ?? '', headImg: person.headImg ?? '', oldPassword: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, MessageId>>>({});

  const set = (name: FieldName) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setForm((s) => ({ ...s, [name]: value }));
    setErrors((s) => ({ ...s, [name]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validatePasswordChange(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const changingPassword = form.password !== '';
    commit({
      variables: {
        input: {
          nickName: form.nickName.trim(),
          headImg: form.headImg.trim() || null,
          ...(changingPassword ? { password: form.password, oldPassword: form.oldPassword } : {}),
        },
      },
      updater: (store) => {
        const data = store.getRootField('personUpdate')?.getLinkedRecord('data');
        const root = store.getRoot().getLinkedRecord('person');
        if (data && root) for (const k of ['nickName', 'headImg'] as const) root.setValue(data.getValue(k), k);
      },
      onCompleted: ({ personUpdate: r }) => {
        if (r.__typename === 'AppError') {
          message.error(r.message);
          return;
        }
        if (r.__typename !== 'MutationPersonUpdateSuccess') return;
        message.success(f('my.saved'));
        setUserInfo({ ...r.data });
        setForm((s) => ({ ...s, oldPassword: '', password: '', confirmPassword: '' }));
        if (changingPassword) logout();
      },
      onError: (err) => message.error(err.message),
    });
  };

  const field = (name: FieldName, label: MessageId, props: Record<string, unknown> = {}) => (
    <Field.Root invalid={!!errors[name]}>
      <Field.Label>{f(label)}</Field.Label>
      <Input name={name} value={form[name]} onChange={set(name)} {...props} />
      {errors[name] && <Field.ErrorText>{f(errors[name])}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '4', md: '8' }} maxW="2xl">
      <Heading as="h1" size="lg" mb="6">
        {f('my.title')}
      </Heading>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Heading as="h2" size="sm" color="fg.muted">
            {f('my.basic')}
          </Heading>
          <Flex align="center" gap="4">
            <Avatar.Root size="xl">
              <Avatar.Fallback name={form.nickName || person.name} />
              {form.headImg ? <Avatar.Image src={form.headImg} alt="" /> : null}
            </Avatar.Root>
            <Box fontSize="sm" color="fg.muted">
              <div>
                {f('my.username')}: {person.username}
              </div>
              <div>
                {f('my.name')}: {person.name}
              </div>
            </Box>
          </Flex>
          {field('nickName', 'my.nickName', { placeholder: f('my.nickName.placeholder'), maxLength: 100 })}
          <Field.Root>
            <Field.Label>{f('my.headImg')}</Field.Label>
            <Upload
              label={f('my.headImg')}
              value={form.headImg}
              imagesOnly
              note={f('upload.avatarNote')}
              onChange={(v) => setForm((s) => ({ ...s, headImg: typeof v === 'string' ? v : '' }))}
            />
          </Field.Root>
          <Separator my="2" />
          <Heading as="h2" size="sm" color="fg.muted">
            {f('my.password.title')}
          </Heading>
          {field('oldPassword', 'my.oldPassword', { type: 'password', autoComplete: 'current-password', placeholder: f('my.oldPassword.placeholder') })}
          {field('password', 'my.password', { type: 'password', autoComplete: 'new-password', placeholder: f('my.password.placeholder') })}
          {field('confirmPassword', 'my.confirmPassword', { type: 'password', autoComplete: 'new-password' })}
          <Box>
            <Button type="submit" colorPalette="brand" loading={saving}>
              {f('common.save')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
