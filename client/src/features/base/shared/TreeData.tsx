/**
 * The menu and department trees used by several system screens: the role
 * form's permission trees, the parent of a menu, a user's department. Each
 * loads its list once (shared in the Relay store) under its own Suspense and
 * error boundary, so a missing list permission only affects that control.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { useFilter } from '@chakra-ui/react/locale';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import type { TreeDataMenusQuery } from '../../../__generated__/TreeDataMenusQuery.graphql.ts';
import type { TreeDataDepartmentsQuery } from '../../../__generated__/TreeDataDepartmentsQuery.graphql.ts';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { buildTree, subtreeIds, findNode, Tree } from '../../../components/Tree.tsx';

export const menusQuery = graphql`
  query TreeDataMenusQuery {
    sysMenuList(orderBy: "orderNum", sort: asc) {
      id
      rowId
      parentId
      name
      type
      orderNum
    }
  }
`;

export const departmentsQuery = graphql`
  query TreeDataDepartmentsQuery {
    sysDepartmentList(orderBy: "orderNum", sort: asc) {
      id
      rowId
      parentId
      name
      orderNum
    }
  }
`;

export type MenuItemRow = TreeDataMenusQuery['response']['sysMenuList'][number];
export type DepartmentRow = TreeDataDepartmentsQuery['response']['sysDepartmentList'][number];

/** Suspense and an error message around a control that loads a tree. */
export function TreeBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(e) => (
        <Text color="fg.error" fontSize="sm" role="alert">
          {e.message}
        </Text>
      )}
    >
      <Suspense fallback={<Spinner size="sm" />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function useMenus(fetchKey?: number) {
  return useLazyLoadQuery<TreeDataMenusQuery>(menusQuery, {}, { fetchPolicy: 'store-and-network', fetchKey }).sysMenuList;
}

export function useDepartments(fetchKey?: number) {
  return useLazyLoadQuery<TreeDataDepartmentsQuery>(departmentsQuery, {}, { fetchPolicy: 'store-and-network', fetchKey }).sysDepartmentList;
}

interface MultiProps {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  title: string;
}

function MenuChecks({ value, onChange, title }: MultiProps) {
  const menus = useMenus();
  const nodes = buildTree(menus);
  return <Tree mode="check" nodes={nodes} checked={new Set(value)} onChange={(s) => onChange([...s])} label={(m) => m.name} title={title} />;
}

function DepartmentChecks({ value, onChange, title }: MultiProps) {
  const departments = useDepartments();
  const nodes = buildTree(departments);
  return <Tree mode="check" nodes={nodes} checked={new Set(value)} onChange={(s) => onChange([...s])} label={(d) => d.name} title={title} openDepth={3} />;
}

export function MenuCheckTree(props: MultiProps) {
  return (
    <TreeBoundary>
      <MenuChecks {...props} />
    </TreeBoundary>
  );
}

export function DepartmentCheckTree(props: MultiProps) {
  return (
    <TreeBoundary>
      <DepartmentChecks {...props} />
    </TreeBoundary>
  );
}

interface SingleProps {
  value: number | null;
  onChange: (id: number | null) => void;
  title: string;
  /** offers "none" (top level) */
  none?: boolean;
  /** the message id of "none" (default: top level) */
  noneLabelId?: string;
  /** this row and its subtree cannot be chosen (editing a row's own parent) */
  excludeId?: number | null;
}

/** The rows whose name contains the term, with their ancestors (so each match shows where it sits). */
function matchingWithAncestors<T extends { rowId: number; parentId?: number | null; name: string }>(items: readonly T[], matches: (name: string) => boolean): T[] {
  const byId = new Map(items.map((i) => [i.rowId, i]));
  const keep = new Set<number>();
  for (const i of items) {
    if (!matches(i.name)) continue;
    for (let at: T | undefined = i; at && !keep.has(at.rowId); at = at.parentId != null ? byId.get(at.parentId) : undefined) keep.add(at.rowId);
  }
  return items.filter((i) => keep.has(i.rowId));
}

/** One department from the tree, with a search by name (the matches open with their parents). */
function DepartmentChoice({ value, onChange, title, none, noneLabelId, excludeId }: SingleProps) {
  const intl = useIntl();
  const { contains } = useFilter({ sensitivity: 'base' });
  const [search, setSearch] = useState('');
  const term = search.trim();
  const departments = useDepartments();
  const nodes = buildTree(term ? matchingWithAncestors(departments, (name) => contains(name, term)) : departments);
  const excluded = excludeId != null ? findNode(buildTree(departments), excludeId) : null;
  return (
    <Box w="100%">
      <Input size="sm" type="search" mb="2" value={search} onChange={(e) => setSearch(e.currentTarget.value)} placeholder={intl.formatMessage({ id: 'picker.search' })} aria-label={intl.formatMessage({ id: 'picker.searchIn' }, { label: title })} />
      {term && nodes.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage({ id: 'picker.none' })}
        </Text>
      ) : (
        <Tree
          key={term ? `search:${term}` : 'all'}
          mode="select"
          nodes={nodes}
          value={value}
          onChange={onChange}
          label={(d) => d.name}
          title={title}
          openDepth={term ? Infinity : undefined}
          noneLabel={none && !term ? intl.formatMessage({ id: noneLabelId ?? 'tree.topLevel' }) : undefined}
          disabledIds={excluded ? new Set(subtreeIds(excluded)) : undefined}
        />
      )}
    </Box>
  );
}

function MenuParentChoice({ value, onChange, title, excludeId }: SingleProps) {
  const intl = useIntl();
  const nodes = buildTree(useMenus().filter((m) => m.type !== 2));
  const excluded = excludeId != null ? findNode(nodes, excludeId) : null;
  return (
    <Tree
      mode="select"
      nodes={nodes}
      value={value}
      onChange={onChange}
      label={(m) => m.name}
      title={title}
      noneLabel={intl.formatMessage({ id: 'tree.topLevel' })}
      disabledIds={excluded ? new Set(subtreeIds(excluded)) : undefined}
    />
  );
}

export function DepartmentSelect(props: SingleProps) {
  return (
    <TreeBoundary>
      <DepartmentChoice {...props} />
    </TreeBoundary>
  );
}

export function MenuParentSelect(props: SingleProps) {
  return (
    <TreeBoundary>
      <MenuParentChoice {...props} />
    </TreeBoundary>
  );
}
