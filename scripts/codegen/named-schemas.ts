/**
 * Names the contract's object schemas in the generated types, so a hover or
 * a compiler message reads `Page<Payment>` instead of spelling the whole
 * structure out. openapi-typescript declares each schema as a property of
 * `components["schemas"]`, an anonymous type TypeScript prints in full; here
 * each object schema becomes a top-level `type <Name> = { … }` (its doc
 * comment moves along) and the property refers to it. Every
 * `components["schemas"]["Name"]` then resolves to the named alias, which
 * TypeScript prints by name. The names are the contract's component names,
 * so a schema added to the contract is named with no change here.
 */
import ts from "typescript";

/** Top-level names openapi-typescript declares itself; a schema of the same name stays inline. */
const RESERVED = new Set(["paths", "webhooks", "components", "$defs", "operations"]);

function propertyName(member: ts.TypeElement): string | undefined {
  const name = member.name;
  if (!name) return undefined;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** `nodes` (openapi-typescript's output) with each object schema declared as a named, exported type alias. */
export function nameObjectSchemas(nodes: readonly ts.Node[]): ts.Node[] {
  const at = nodes.findIndex((node) => ts.isInterfaceDeclaration(node) && node.name.text === "components");
  if (at < 0) return [...nodes];
  const components = nodes[at] as ts.InterfaceDeclaration;
  const aliases: ts.TypeAliasDeclaration[] = [];
  const members = components.members.map((member) => {
    if (!ts.isPropertySignature(member) || propertyName(member) !== "schemas" || !member.type || !ts.isTypeLiteralNode(member.type)) {
      return member;
    }
    const schemas = member.type.members.map((schema) => {
      const name = propertyName(schema);
      if (!ts.isPropertySignature(schema) || !schema.type || !ts.isTypeLiteralNode(schema.type)) return schema;
      if (name === undefined || RESERVED.has(name) || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return schema;
      const alias = ts.factory.createTypeAliasDeclaration(
        [ts.factory.createModifier(ts.SyntaxKind.ExportKeyword)],
        name,
        undefined,
        schema.type,
      );
      ts.setSyntheticLeadingComments(alias, ts.getSyntheticLeadingComments(schema));
      aliases.push(alias);
      const reference = ts.factory.updatePropertySignature(
        schema,
        schema.modifiers,
        schema.name,
        schema.questionToken,
        ts.factory.createTypeReferenceNode(name),
      );
      ts.setSyntheticLeadingComments(reference, undefined);
      return reference;
    });
    return ts.factory.updatePropertySignature(
      member,
      member.modifiers,
      member.name,
      member.questionToken,
      ts.factory.updateTypeLiteralNode(member.type, ts.factory.createNodeArray(schemas)),
    );
  });
  const updated = ts.factory.updateInterfaceDeclaration(
    components,
    components.modifiers,
    components.name,
    components.typeParameters,
    components.heritageClauses,
    members,
  );
  return [...nodes.slice(0, at), updated, ...aliases, ...nodes.slice(at + 1)];
}
