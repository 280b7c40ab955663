/**
 * What a module file calls: one statement per entity or controller declares
 * it, and builds its GraphQL surface (node type, generic fields, operations).
 * The REST routes, EPS listing and permission seed are built from the same
 * registry by rest/ and db/, which modules never import.
 */
import { actionsOf, registerDecl, type ControllerDecl, type EntityDecl } from './entity.ts';
import { registerEntity, registerOperation } from './graphql.ts';
import { exportOperation } from './export.ts';
import { registerLabels } from '../kernel/i18n/labels.ts';

export function defineEntity<D extends EntityDecl>(decl: D): D {
  // Every entity with a list can be exported (crud/export.ts): the operation is data like any other.
  const actions = actionsOf(decl);
  if ((actions.includes('page') || actions.includes('list')) && !decl.operations?.some((op) => op.action === 'export')) {
    decl.operations = [...(decl.operations ?? []), exportOperation(decl)];
  }
  registerDecl(decl, 'entity');
  // Before the GraphQL type: its enums take their value names from the English labels.
  registerLabels(decl.model, decl.labels);
  registerEntity(decl);
  for (const op of decl.operations ?? []) registerOperation(decl, op);
  return decl;
}

export function defineController<D extends ControllerDecl>(decl: D): D {
  registerDecl(decl, 'controller');
  for (const op of decl.operations) registerOperation(decl, op);
  return decl;
}
