/**
 * The add/edit dialog of an entity, driven by its declaration: a control per
 * field by type (FieldControl), the server's rules checked before sending and
 * the server's answer on the field it is about (useEntityForm holds the
 * state, the checks and the submit; this file only draws them). Enter
 * submits, Escape cancels.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Portal } from '@chakra-ui/react/portal';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { useEntityForm, type EntityFormOptions } from '../../entity/form/useEntityForm.ts';
import { FieldControl } from './FieldControl.tsx';
import { withTranslations } from './TranslationsField.tsx';

interface Props extends EntityFormOptions {
  title: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

export function EntityForm({ title, size = 'lg', ...options }: Props) {
  const { meta, open, onClose } = options;
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const baseId = useId();
  // A translatable entity's form holds the other languages of its translatable fields too (TranslationsField.tsx).
  const form = useEntityForm({ ...options, fields: withTranslations(meta, options.fields) });
  const { shown, values, errors, saving } = form;

  return (
    // Clicks or focus outside never close a form: typed data is only dropped by Cancel, Escape or the close button.
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !saving && onClose()} closeOnInteractOutside={false} lazyMount unmountOnExit size={size} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form ref={form.formRef} onSubmit={form.submit} noValidate style={{ display: 'contents' }} aria-label={title}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <SimpleGrid columns={{ base: 1, md: 2 }} gapX="4" gapY="3">
                  {shown.map((s) => {
                    const kind = form.kindOf(s);
                    const required = form.requiredOf(s);
                    const id = `${baseId}-${s.name}`;
                    return (
                      <Field.Root key={s.name} invalid={!!errors[s.name]} required={required} onBlur={() => form.checkOne(s.name)} gridColumn={s.wide || ['textarea', 'json'].includes(kind) ? '1 / -1' : undefined} data-field={s.name}>
                        <Field.Label htmlFor={id}>
                          {form.labelOf(s)}
                          {required && <Field.RequiredIndicator />}
                        </Field.Label>
                        <FieldControl meta={meta} spec={s} kind={kind} id={id} label={form.labelOf(s)} value={values[s.name]} values={values} invalid={!!errors[s.name]} onChange={form.set(s.name)} />
                        {s.helperText && !errors[s.name] && <Field.HelperText>{s.helperText}</Field.HelperText>}
                        {errors[s.name] && <Field.ErrorText>{errors[s.name]}</Field.ErrorText>}
                      </Field.Root>
                    );
                  })}
                </SimpleGrid>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" size="sm" onClick={onClose} disabled={saving}>
                  {f('common.cancel')}
                </Button>
                <Button type="submit" size="sm" colorPalette="brand" loading={saving}>
                  {f('common.save')}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={f('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
