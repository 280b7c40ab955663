/**
 * The menu and department trees used by several system screens: the role
 * form's permission trees, the parent of a menu, a user's department. Each
 * loads its list once (shared in the Relay store) under its own Suspense and
 * error boundary, so a missing list permission only affects that control.
 */
import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
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

function DepartmentChoice({ value, onChange, title, none, noneLabelId, excludeId }: SingleProps) {
  const intl = useIntl();
  const nodes = buildTree(useDepartments());
  const excluded = excludeId != null ? findNode(nodes, excludeId) : null;
  return (
    <Tree
      mode="select"
      nodes={nodes}
      value={value}
      onChange={onChange}
      label={(d) => d.name}
      title={title}
      noneLabel={none ? intl.formatMessage({ id: noneLabelId ?? 'tree.topLevel' }) : undefined}
      disabledIds={excluded ? new Set(subtreeIds(excluded)) : undefined}
    />
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
