import type { ComponentType } from 'react';
import { getCatalogue } from '@portal/contract';
import { CatalogueForm } from './catalogue-form.tsx';
import { CatalogueList } from './catalogue-list.tsx';
import { CatalogueLog } from './catalogue-log.tsx';
import { CatalogueTree } from './catalogue-tree.tsx';

export type CatalogueScreen = 'list' | 'form' | 'log' | 'tree';

const screens = new Map<string, ComponentType>();

/**
 * The screen component of one catalogue, bound to its definition (the route table loads this module
 * lazily and asks for the screen by catalogue name).
 */
export function catalogueScreen(name: string, screen: CatalogueScreen): ComponentType {
  const key = `${name}:${screen}`;
  let component = screens.get(key);
  if (!component) {
    const definition = getCatalogue(name);
    component =
      screen === 'list'
        ? () => <CatalogueList definition={definition} />
        : screen === 'form'
          ? // A new key per record: moving between records starts a fresh form.
            () => <CatalogueForm definition={definition} />
          : screen === 'tree'
            ? () => <CatalogueTree definition={definition} />
            : () => <CatalogueLog definition={definition} />;
    component.displayName = `Catalogue(${key})`;
    screens.set(key, component);
  }
  return component;
}
