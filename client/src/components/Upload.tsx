/**
 * The one upload control of every image and file field (SPEC §2, §5, §9):
 * up to 9 files, previews of 120 px, drag and drop (files onto the control;
 * tiles among themselves to reorder), one progress bar per file (XHR upload
 * progress), the size limit in MB checked before sending (the server's
 * parameter decides, and its message is shown), remove and reorder with
 * buttons, so everything works from the keyboard. The value is one URL
 * (single) or a list of URLs (multiple); it changes as each upload finishes.
 * `UploadControl` is the entity forms' `image` control (controls.ts).
 */
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { IconButton } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { chakra } from '@chakra-ui/react/styled-system';
import { Icon } from './Icon.tsx';
import { ProgressLine } from './FilePick.tsx';
import { message } from '../lib/message.ts';
import { isImageName, MAX_FILE_MB, MAX_FILES, PREVIEW_SIZE, uploadFile } from '../relay/upload.ts';
import type { ControlProps } from '../entity/form/types.ts';
import { usePluginSetting } from '../plugins/store.ts';

export interface UploadProps {
  /** accessible name of the control (the field's label) */
  label: string;
  id?: string;
  value: unknown;
  onChange: (value: string | string[] | null) => void;
  /** the value is a list of URLs (up to `limit`) */
  multiple?: boolean;
  /** most files (default 9 when multiple, else 1) */
  limit?: number;
  /** images only (the picker offers images; other files are refused) */
  imagesOnly?: boolean;
  invalid?: boolean;
  /** a note under the control (e.g. the avatar's 100k) */
  note?: ReactNode;
  /** preview size in px (default 120) */
  size?: number;
  /** sends one file (default: base/comm/upload) */
  upload?: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  /** false: finished files cannot be removed or reordered here (they are saved already, e.g. documents of the file space) */
  editable?: boolean;
}

interface Pending {
  id: number;
  name: string;
  progress: number;
  error: string | null;
  preview: string | null;
}

/** The URLs of a value: a URL, a JSON list of URLs, or a list. */
export function urlsOf(value: unknown): string[] {
  // A list of URLs, or of files as the graph answers them ({ url }).
  if (Array.isArray(value)) return value.map((v) => (v && typeof v === 'object' && typeof (v as { url?: unknown }).url === 'string' ? (v as { url: string }).url : v)).filter((v): v is string => typeof v === 'string' && v !== '');
  if (typeof value !== 'string' || value.trim() === '') return [];
  const s = value.trim();
  if (s.startsWith('[')) {
    try {
      return urlsOf(JSON.parse(s));
    } catch {
      /* a plain text */
    }
  }
  return [s];
}

/** A file's name: the `n` of a signed URL, else the last part of its path. */
const nameOf = (url: string) => {
  const q = url.indexOf('?');
  const n = q >= 0 ? new URLSearchParams(url.slice(q + 1)).get('n') : null;
  return n || decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() ?? url);
};

const DropZone = chakra('button', {
  base: {
    display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '1',
    borderWidth: '1px', borderStyle: 'dashed', borderColor: 'border.emphasized', borderRadius: 'md', color: 'fg.muted',
    fontSize: 'xs', cursor: 'pointer', bg: 'bg.subtle', textAlign: 'center', p: '2',
    _hover: { borderColor: 'brand.solid', color: 'brand.fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
    '&[data-over=true]': { borderColor: 'brand.solid', bg: 'brand.subtle', color: 'brand.fg' },
  },
});

/** The box of a file (and of one being sent). */
type Tile = { w: string; h: string; borderRadius: string; borderWidth: string; overflow: string; position: 'relative'; bg: string; flexShrink: number };

/**
 * The files being sent: each one's progress, or its error until dismissed. `start` sends files, within the
 * field's limit, images only where asked, each under the size limit; a sent file's URL joins the list.
 */
function useUploadQueue({ max, multiple, imagesOnly, upload, urlsRef, emit }: {
  max: number;
  multiple: boolean;
  imagesOnly: boolean;
  upload: NonNullable<UploadProps['upload']>;
  urlsRef: { current: string[] };
  emit: (next: string[]) => void;
}) {
  const intl = useIntl();
  const f = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const [pending, setPending] = useState<Pending[]>([]);
  const seq = useRef(0);
  useEffect(() => () => pending.forEach((p) => p.preview && URL.revokeObjectURL(p.preview)), []); // eslint-disable-line react-hooks/exhaustive-deps
  const start = (files: File[]) => {
    if (files.length === 0) return;
    const room = multiple ? max - urlsRef.current.length - pending.filter((p) => !p.error).length : 1;
    if (files.length > room) {
      message.error(f('upload.tooMany', { max }));
      if (room <= 0) return;
      files = files.slice(0, room);
    }
    for (const file of files) {
      if (imagesOnly && !isImageName(file.name)) {
        message.error(f('upload.notImage', { name: file.name }));
        continue;
      }
      if (file.size > MAX_FILE_MB * 1024 * 1024) {
        message.error(f('upload.tooLarge', { name: file.name, mb: MAX_FILE_MB }));
        continue;
      }
      const id = ++seq.current;
      const preview = isImageName(file.name) && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
      setPending((p) => [...p, { id, name: file.name, progress: 0, error: null, preview }]);
      upload(file, (fraction) => setPending((p) => p.map((x) => (x.id === id ? { ...x, progress: fraction } : x)))).then(
        (url) => {
          setPending((p) => p.filter((x) => x.id !== id));
          if (preview) URL.revokeObjectURL(preview);
          emit(multiple ? [...urlsRef.current, url] : [url]);
        },
        (err: unknown) => {
          const text = err instanceof Error && err.message ? err.message : f('upload.failed');
          setPending((p) => p.map((x) => (x.id === id ? { ...x, error: text } : x)));
          message.error(text);
        },
      );
    }
  };
  const dismiss = (id: number) => setPending((p) => p.filter((x) => x.id !== id));
  return { pending, start, dismiss };
}

/** A file of the list: its preview (or name), moved by drag or its buttons, removed by its button. */
function UploadedTile({ url, i, count, label, multiple, editable, tile, dragFrom, setDragFrom, move, remove }: {
  url: string;
  i: number;
  count: number;
  label: string;
  multiple: boolean;
  editable: boolean;
  tile: Tile;
  dragFrom: number | null;
  setDragFrom: (i: number | null) => void;
  move: (from: number, to: number) => void;
  remove: (i: number) => void;
}) {
  const intl = useIntl();
  const f = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const name = nameOf(url);
  return (
    <Box
      as="li"
      {...tile}
      draggable={multiple && editable}
      data-testid="upload-item"
      onDragStart={(e: DragEvent) => {
        setDragFrom(i);
        e.dataTransfer.effectAllowed = 'move';
      }}
      onDragEnd={() => setDragFrom(null)}
      onDragOver={(e: DragEvent) => dragFrom !== null && e.preventDefault()}
      onDrop={(e: DragEvent) => {
        if (dragFrom === null) return;
        e.preventDefault();
        e.stopPropagation();
        move(dragFrom, i);
        setDragFrom(null);
      }}
    >
      {isImageName(url) ? (
        <Image src={url} alt={editable ? f('upload.preview', { label, n: i + 1 }) : name} w="100%" h="100%" objectFit="cover" />
      ) : (
        <Flex direction="column" align="center" justify="center" h="100%" p="2" gap="1">
          <Icon name="template" size={28} />
          <Text asChild fontSize="xs" lineClamp={2} textAlign="center" wordBreak="break-all">
            <a href={url} target="_blank" rel="noreferrer">{name}</a>
          </Text>
        </Flex>
      )}
      <Flex position="absolute" top="1" right="1" gap="0.5" hidden={!editable}>
        {multiple && i > 0 && (
          <IconButton size="2xs" variant="solid" colorPalette="gray" aria-label={f('upload.moveLeft', { name: i + 1 })} onClick={() => move(i, i - 1)}>
            <Icon name="chevron-right" size={12} style={{ transform: 'rotate(180deg)' }} />
          </IconButton>
        )}
        {multiple && i < count - 1 && (
          <IconButton size="2xs" variant="solid" colorPalette="gray" aria-label={f('upload.moveRight', { name: i + 1 })} onClick={() => move(i, i + 1)}>
            <Icon name="chevron-right" size={12} />
          </IconButton>
        )}
        <IconButton size="2xs" variant="solid" colorPalette="red" aria-label={f('upload.remove', { name: multiple ? i + 1 : label })} onClick={() => remove(i)}>
          <Icon name="close" size={12} />
        </IconButton>
      </Flex>
    </Box>
  );
}

/** A file being sent: its progress, or its error with a button to dismiss it. */
function PendingTile({ p, tile, dismiss }: { p: Pending; tile: Tile; dismiss: (id: number) => void }) {
  const intl = useIntl();
  const f = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  return (
    <Box as="li" {...tile} data-testid="upload-pending">
      {p.preview && <Image src={p.preview} alt="" w="100%" h="100%" objectFit="cover" opacity={0.5} />}
      <Flex position="absolute" inset="0" direction="column" justify="flex-end" p="2" gap="1">
        <Text fontSize="xs" truncate title={p.name} bg="bg/80" px="1" borderRadius="sm">{p.name}</Text>
        {p.error ? (
          <Flex align="center" gap="1">
            <Text fontSize="xs" color="fg.error" lineClamp={2} flex="1">{p.error}</Text>
            <IconButton size="2xs" variant="ghost" aria-label={f('upload.dismiss', { name: p.name })} onClick={() => dismiss(p.id)}>
              <Icon name="close" size={12} />
            </IconButton>
          </Flex>
        ) : (
          <ProgressLine label={f('upload.progress', { name: p.name })} value={p.progress} />
        )}
      </Flex>
    </Box>
  );
}

export function Upload({ label, id, value, onChange, multiple = false, limit, imagesOnly = false, invalid, note, size = PREVIEW_SIZE, upload = (f, p) => uploadFile(f, { onProgress: p }), editable = true }: UploadProps) {
  const intl = useIntl();
  const f = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  // Files per multi-file field: a setting of the upload plugin (the front-end plugins screen), never above what the server takes.
  const perField = usePluginSetting('upload', 'maxFiles', MAX_FILES);
  const max = limit ?? (multiple ? Math.min(MAX_FILES, perField) : 1);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  // The latest list, also between renders: uploads finishing together each add their URL.
  const urlsRef = useRef<string[]>(urlsOf(value));
  const emitted = useRef<string>(JSON.stringify(urlsRef.current));
  const current = urlsOf(value);
  if (JSON.stringify(current) !== emitted.current) {
    urlsRef.current = current;
    emitted.current = JSON.stringify(current);
  }
  const urls = urlsRef.current;

  const emit = (next: string[]) => {
    urlsRef.current = next;
    emitted.current = JSON.stringify(next);
    onChange(multiple ? next : (next[next.length - 1] ?? null));
  };

  const { pending, start, dismiss } = useUploadQueue({ max, multiple, imagesOnly, upload, urlsRef, emit });

  const pick = () => inputRef.current?.click();
  const remove = (i: number) => emit(urls.filter((_, j) => j !== i));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= urls.length || from === to) return;
    const next = urls.slice();
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    emit(next);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (dragFrom !== null) return;
    start([...e.dataTransfer.files]);
  };
  const full = multiple ? urls.length + pending.filter((p) => !p.error).length >= max : false;
  const tile = { w: `${size}px`, h: `${size}px`, borderRadius: 'md', borderWidth: '1px', overflow: 'hidden', position: 'relative' as const, bg: 'bg.muted', flexShrink: 0 };

  return (
    <Box
      role="group"
      aria-label={label}
      data-invalid={invalid || undefined}
      onDragOver={(e: DragEvent) => {
        if (dragFrom === null && e.dataTransfer.types.includes('Files')) {
          e.preventDefault();
          setOver(true);
        }
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Flex wrap="wrap" gap="2" as="ul" listStyleType="none" m="0" p="0">
        {urls.map((url, i) => (
          <UploadedTile key={`${url}-${i}`} url={url} i={i} count={urls.length} label={label} multiple={multiple} editable={editable} tile={tile} dragFrom={dragFrom} setDragFrom={setDragFrom} move={move} remove={remove} />
        ))}
        {pending.map((p) => (
          <PendingTile key={`p${p.id}`} p={p} tile={tile} dismiss={dismiss} />
        ))}
        {!full && (
          <li>
            {/* Named "upload <field>" followed by its visible text, so the name holds what is seen ("label in name"). */}
            <DropZone type="button" id={id} w={`${size}px`} h={`${size}px`} data-over={over} aria-invalid={invalid || undefined} aria-describedby={`${inputId}-hint`} onClick={pick} aria-labelledby={`${inputId}-what ${inputId}-drop`}>
              <VisuallyHidden id={`${inputId}-what`}>{f('upload.add', { label })}</VisuallyHidden>
              <Icon name="plus" size={22} />
              <span id={`${inputId}-drop`}>{f('upload.drop')}</span>
            </DropZone>
          </li>
        )}
      </Flex>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        hidden
        tabIndex={-1}
        multiple={multiple}
        accept={imagesOnly ? 'image/*' : undefined}
        aria-label={f('upload.add', { label })}
        onChange={(e) => {
          start([...(e.currentTarget.files ?? [])]);
          e.currentTarget.value = '';
        }}
      />
      <Text id={`${inputId}-hint`} fontSize="xs" color="fg.muted" mt="1">
        {multiple ? f('upload.limitNote', { max, mb: MAX_FILE_MB }) : f('upload.sizeNote', { mb: MAX_FILE_MB })}
        {note ? <> · {note}</> : null}
      </Text>
    </Box>
  );
}

/** The entity forms' `image` control: an upload whose value kind follows the column (one URL, or a list for JSON columns). */
export function UploadControl({ id, value, onChange, invalid, label, upload = 'image' }: ControlProps) {
  const multiple = upload === 'images' || upload === 'files';
  return <Upload id={id} label={label} value={value} onChange={(v) => onChange(v)} invalid={invalid} multiple={multiple} imagesOnly={upload === 'image' || upload === 'images'} />;
}
