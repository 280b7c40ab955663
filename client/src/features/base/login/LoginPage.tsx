/**
 * Login (SPEC §2, §5): username, password and the image code must be
 * non-empty; the captcha image refreshes on click (or Enter/Space); a failed
 * captcha fetch shows the fetch-failure message. On success the tokens are
 * stored and the guard takes the user to /.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useRelayEnvironment } from 'react-relay';
import { commitMutation, graphql } from 'relay-runtime';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { Stack } from '@chakra-ui/react/stack';
import type { LoginPageCaptchaMutation } from '../../../__generated__/LoginPageCaptchaMutation.graphql.ts';
import type { LoginPageLoginMutation } from '../../../__generated__/LoginPageLoginMutation.graphql.ts';
import { Icon } from '../../../components/Icon.tsx';
import type { MessageId } from '../../../i18n/index.ts';
import { LangSwitch } from '../../../layout/LangSwitch.tsx';
import { message } from '../../../lib/message.ts';
import { publicOperation } from '../../../relay/fetchGraphQL.ts';
import { setTokens } from '../../../relay/session.ts';

const captchaMutation = graphql`
  mutation LoginPageCaptchaMutation($width: Int, $height: Int) {
    captcha(width: $width, height: $height) {
      captchaId
      data
    }
  }
`;

const loginMutation = graphql`
  mutation LoginPageLoginMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationLoginSuccess {
        data {
          token
          expire
          refreshToken
          refreshExpire
        }
      }
    }
  }
`;

type FieldName = 'username' | 'password' | 'verifyCode';
const REQUIRED: Record<FieldName, MessageId> = {
  username: 'login.username.required',
  password: 'login.password.required',
  verifyCode: 'login.captcha.required',
};

/** The captcha's SVG as an image source (the server may also send a data URI). */
export function captchaSrc(data: string): string {
  return data.startsWith('data:') ? data : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(data)}`;
}

export default function LoginPage() {
  const intl = useIntl();
  const f = (id: MessageId) => intl.formatMessage({ id });
  const environment = useRelayEnvironment();
  const [form, setForm] = useState<Record<FieldName, string>>({ username: '', password: '', verifyCode: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, MessageId>>>({});
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const { captcha, captchaFailed, refreshCaptcha } = useCaptcha();

  const change = (name: FieldName) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setForm((s) => ({ ...s, [name]: value }));
    if (errors[name] && value.trim()) setErrors((s) => ({ ...s, [name]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const next: Partial<Record<FieldName, MessageId>> = {};
    for (const name of Object.keys(REQUIRED) as FieldName[]) if (!form[name].trim()) next[name] = REQUIRED[name];
    setErrors(next);
    const firstInvalid = (Object.keys(REQUIRED) as FieldName[]).find((n) => next[n]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setSubmitting(true);
    const fail = (text: string) => {
      setSubmitting(false);
      message.error(text);
      setForm((s) => ({ ...s, verifyCode: '' }));
      refreshCaptcha();
    };
    commitMutation<LoginPageLoginMutation>(environment, {
      mutation: loginMutation,
      variables: { input: { username: form.username.trim(), password: form.password, captchaId: captcha?.id ?? '', verifyCode: form.verifyCode.trim() } },
      cacheConfig: publicOperation,
      onCompleted: (res) => {
        const r = res.login;
        if (r.__typename === 'MutationLoginSuccess') {
          setSubmitting(false);
          setTokens(r.data);
        } else fail(r.__typename === 'AppError' ? r.message : f('request.server'));
      },
      onError: (err) => fail(err.message),
    });
  };

  return (
    <Flex minH="100vh" bg="bg.subtle">
      <BrandPanel />
      <Flex flex={{ base: '1', md: '0 0 480px' }} direction="column" bg="bg" px={{ base: '6', sm: '12' }} py="8">
        <Flex justify="flex-end">
          <LangSwitch />
        </Flex>
        <Flex flex="1" direction="column" justify="center" maxW="sm" w="full" mx="auto">
          <Heading as="h2" size="xl" mb="1" display={{ base: 'block', md: 'none' }}>
            {f('app.title')}
          </Heading>
          <Heading as="h2" size="lg" mb="6" color="fg.muted" fontWeight="medium">
            {f('login.heading')}
          </Heading>
          <form onSubmit={submit} noValidate aria-label={f('login.heading')}>
            <Stack gap="4">
              <Field.Root invalid={!!errors.username} required>
                <Field.Label>{f('login.username')}</Field.Label>
                <Input
                  ref={(el) => {
                    inputs.current.username = el;
                  }}
                  name="username"
                  autoComplete="username"
                  autoFocus
                  placeholder={f('login.username.placeholder')}
                  value={form.username}
                  onChange={change('username')}
                />
                {errors.username && <Field.ErrorText>{f(errors.username)}</Field.ErrorText>}
              </Field.Root>
              <Field.Root invalid={!!errors.password} required>
                <Field.Label>{f('login.password')}</Field.Label>
                <Input
                  ref={(el) => {
                    inputs.current.password = el;
                  }}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  placeholder={f('login.password.placeholder')}
                  value={form.password}
                  onChange={change('password')}
                />
                {errors.password && <Field.ErrorText>{f(errors.password)}</Field.ErrorText>}
              </Field.Root>
              <CaptchaField
                error={errors.verifyCode}
                value={form.verifyCode}
                onChange={change('verifyCode')}
                inputRef={(el) => {
                  inputs.current.verifyCode = el;
                }}
                captcha={captcha}
                captchaFailed={captchaFailed}
                refresh={refreshCaptcha}
              />
              <Button type="submit" colorPalette="brand" size="lg" mt="2" loading={submitting} loadingText={f('login.submitting')}>
                {f('login.submit')}
              </Button>
            </Stack>
          </form>
        </Flex>
      </Flex>
    </Flex>
  );
}

/** The captcha, its image refreshed on request; a failed fetch is said (and shown in place of the image). */
function useCaptcha() {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [captcha, setCaptcha] = useState<{ id: string; src: string } | null>(null);
  const [captchaFailed, setCaptchaFailed] = useState(false);
  const refreshCaptcha = useCallback(() => {
    const failed = () => {
      setCaptcha(null);
      setCaptchaFailed(true);
      message.error(intl.formatMessage({ id: 'login.captcha.failed' }));
    };
    commitMutation<LoginPageCaptchaMutation>(environment, {
      mutation: captchaMutation,
      variables: { width: 150, height: 50 },
      cacheConfig: publicOperation,
      onCompleted: (res) => {
        if (!res?.captcha?.data) return failed();
        setCaptchaFailed(false);
        setCaptcha({ id: res.captcha.captchaId, src: captchaSrc(res.captcha.data) });
      },
      onError: failed,
    });
  }, [environment, intl]);

  useEffect(refreshCaptcha, [refreshCaptcha]);
  return { captcha, captchaFailed, refreshCaptcha };
}

/** The product's name and subtitle beside the form (wide screens only). */
function BrandPanel() {
  const intl = useIntl();
  const f = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Flex
      display={{ base: 'none', md: 'flex' }}
      flex="1"
      direction="column"
      justify="center"
      px="16"
      color="white"
      style={{ background: 'linear-gradient(135deg, var(--color-primary), var(--color-primary-dark-2))' }}
    >
      <Flex align="center" gap="3" mb="4">
        <Box w="12" h="12" borderRadius="lg" bg="whiteAlpha.300" display="grid" placeItems="center">
          <Icon name="community" size={26} />
        </Box>
        <Heading as="h1" size="2xl" color="white">
          {f('app.title')}
        </Heading>
      </Flex>
      <Text fontSize="lg" opacity={0.85}>
        {f('login.subtitle')}
      </Text>
    </Flex>
  );
}

/** The image code's input, and the captcha image that refreshes on click (or Enter/Space). */
function CaptchaField({ error, value, onChange, inputRef, captcha, captchaFailed, refresh }: {
  error: MessageId | undefined;
  value: string;
  onChange: (e: React.ChangeEvent<HTMLInputElement>) => void;
  inputRef: (el: HTMLInputElement | null) => void;
  captcha: { id: string; src: string } | null;
  captchaFailed: boolean;
  refresh: () => void;
}) {
  const intl = useIntl();
  const f = (id: MessageId) => intl.formatMessage({ id });
  const captchaLabel = f('login.captcha.refresh');
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>{f('login.captcha')}</Field.Label>
      <Flex gap="2" w="full">
        <Input
          ref={inputRef}
          name="verifyCode"
          autoComplete="off"
          inputMode="numeric"
          placeholder={f('login.captcha.placeholder')}
          value={value}
          onChange={onChange}
          flex="1"
        />
        <Box
          asChild
          w="130px"
          h="10"
          flexShrink={0}
          borderRadius="md"
          borderWidth="1px"
          bg="white"
          overflow="hidden"
          cursor="pointer"
          display="grid"
          placeItems="center"
          fontSize="xs"
          color="red.600"
        >
          <button type="button" onClick={refresh} title={captchaLabel} aria-label={captchaLabel} data-testid="captcha">
            {captcha ? (
              <img src={captcha.src} alt={captchaLabel} width={128} height={40} style={{ display: 'block', objectFit: 'contain' }} />
            ) : captchaFailed ? (
              f('login.captcha.failed')
            ) : null}
          </button>
        </Box>
      </Flex>
      {error && <Field.ErrorText>{f(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
