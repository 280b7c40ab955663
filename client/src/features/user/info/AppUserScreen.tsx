/**
 * App users (/user/list): residents' accounts from the mini-program, the
 * official account or H5 — status (disabled / normal / cancelled), login
 * type, gender; no password is shown or edited here. A row links to the
 * user's addresses.
 */
import { useIntl } from 'react-intl';
import { Badge } from '@chakra-ui/react/badge';
import { Link } from '@chakra-ui/react/link';
import { AppUser, UserAddress } from '../../../meta/entities.json';
import { AppUserOperations, type AppUserRow } from '../../../entity/generated/AppUser.ts';
import { defineEntityScreen, entityMeta, permOf, useMetaText } from '../../../entity/index.ts';
import { Can } from '../../../components/Can.tsx';
import { Thumb } from '../../../components/ImageUrlInput.tsx';
import { linkClick } from '../../../router/linkClick.ts';

export const meta = entityMeta(AppUser);
const STATUS_COLORS = ['red', 'green', 'gray'];

function Status({ value }: { value: number }) {
  const text = useMetaText();
  return <Badge size="sm" colorPalette={STATUS_COLORS[value] ?? 'gray'}>{text.option(meta, 'status', value)}</Badge>;
}

/** A link to the addresses of the user (a real link: it opens in a new tab too). */
function Addresses({ row }: { row: AppUserRow }) {
  const intl = useIntl();
  const href = `/user/address?userId=${row.rowId}`;
  return (
    <Can I={permOf(entityMeta(UserAddress), 'page')}>
      <Link href={href} fontSize="xs" px="2" color="brand.fg" onClick={linkClick(href)}>
        {intl.formatMessage({ id: 'appUser.addresses' })}
      </Link>
    </Can>
  );
}

export default defineEntityScreen<AppUserRow>({
  meta,
  ops: AppUserOperations,
  columns: [{ name: 'avatarUrl', sortable: false, exportable: false, render: (r) => <Thumb url={r.avatarUrl} /> }, 'id', 'nickName', 'phone', 'gender', 'loginType', { name: 'status', render: (r) => <Status value={r.status} /> }, 'unionid', 'description', 'createTime'],
  hidden: ['id', 'unionid', 'description'],
  inlineEdit: ['nickName', 'phone'],
  rowActions: (row) => <Addresses row={row} />,
  form: {
    initial: () => ({ status: 1, loginType: 0, gender: 0 }),
    fields: ['nickName', 'phone', 'gender', 'loginType', { name: 'status', required: true }, 'unionid', { name: 'avatarUrl', kind: 'image', wide: true }, { name: 'signUrl', kind: 'image', wide: true }, 'description'],
  },
});
