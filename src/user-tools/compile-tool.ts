// One entry of tools.yaml → a checked definition, or its problems with positions. Checks what zod
// cannot: placeholders name a parameter or an earlier step, secrets exist and sit only in rest steps,
// a rest URL's scheme and host are written out, and no action reaches a blocked domain.
import { z } from 'zod';
import { BLOCKED_DOMAINS } from '../guard/index.js';
import { isTargetless } from '../tools/index.js';
import { parameterProblems, parametersToZod } from './parameter-schema.js';
import type { ParametersDefinition } from './parameter-schema.js';
import { placeholderNames, secretsIn, stringsIn } from './placeholders.js';
import type { FileProblem, ParsedYaml, YamlPath } from './read-tool-file.js';
import { schemaForKind } from './tool-definition.js';
import type { Step, ToolKind } from './tool-definition.js';

export interface UserToolDefinition {
  name: string;
  description: string;
  kind: ToolKind;
  /** The arguments the model gives, as zod (the user's parameters, plus confirm when it acts). */
  parameters: z.ZodObject;
  parameterNames: string[];
  steps: { step: Step; name: string | undefined }[];
  /** Line of the entry in the file, for the trace page. */
  line: number;
}

/** `https://host[:port]` followed by `/` or `?`, all before the first placeholder. */
const LITERAL_ORIGIN = /^https?:\/\/[^/?#\s{}@]+(?:[/?]|$)/i;

export function compileTool(
  parsed: ParsedYaml,
  path: YamlPath,
  entry: unknown,
  secretNames: ReadonlySet<string>,
): { definition: UserToolDefinition } | { problems: FileProblem[] } {
  const problems: FileProblem[] = [];
  const report = (at: YamlPath, message: string, key?: string): void => {
    problems.push(parsed.problemAt([...path, ...at], message, key));
  };
  const kind = (entry as { kind?: unknown } | null)?.kind;
  const tool = parseWith(schemaForKind(kind, false), entry, [], report, 'kind');
  const rawName = (entry as { name?: unknown } | null)?.name;
  if (tool === undefined) {
    return {
      problems: problems.map((problem) =>
        typeof rawName === 'string' ? { ...problem, tool: rawName.slice(0, 64) } : problem,
      ),
    };
  }
  const { name, description, parameters } = tool as {
    name: string;
    description: string;
    parameters?: ParametersDefinition;
  };
  for (const message of parameterProblems(parameters)) report(['parameters'], message);
  const parameterNames = Object.keys(parameters?.properties ?? {});

  const raw: unknown[] = kind === 'sequence' ? (tool as { steps: unknown[] }).steps : [tool];
  const steps: UserToolDefinition['steps'] = [];
  const known = new Set(parameterNames);
  for (const [index, rawStep] of raw.entries()) {
    const at: YamlPath = kind === 'sequence' ? ['steps', index] : [];
    const step =
      kind === 'sequence'
        ? (parseWith(
            schemaForKind((rawStep as { kind?: unknown } | null)?.kind, true),
            rawStep,
            at,
            report,
            'kind',
          ) as Step | undefined)
        : (tool as unknown as Step);
    if (step === undefined) continue;
    checkStep(step, at, known, secretNames, report);
    const stepName = kind === 'sequence' ? step.name : undefined;
    if (stepName !== undefined) {
      if (known.has(stepName))
        report([...at, 'name'], `"${stepName}" is already a parameter or an earlier step`);
      known.add(stepName);
    }
    steps.push({ step, name: stepName });
  }
  if (problems.length > 0) return { problems: problems.map((problem) => ({ ...problem, tool: name })) };
  const acts = steps.some(({ step }) => step.kind === 'service' || step.kind === 'script');
  const confirm = z.boolean().optional().describe('true only when repeating a call the user just confirmed');
  return {
    definition: {
      name,
      description,
      kind: kind as ToolKind,
      parameters: parametersToZod(parameters, acts ? { confirm } : {}),
      parameterNames,
      steps,
      line: parsed.problemAt(path, '').line,
    },
  };
}

function parseWith(
  schema: z.ZodType | string,
  value: unknown,
  at: YamlPath,
  report: (at: YamlPath, message: string, key?: string) => void,
  kindKey: string,
): unknown {
  if (typeof schema === 'string') {
    report([...at, kindKey], schema);
    return undefined;
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues.slice(0, 10)) {
    const issuePath = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) report([...at, ...issuePath], `unknown key "${key}"`, key);
    } else {
      const field = issuePath.length > 0 ? `${issuePath.join('.')}: ` : '';
      report([...at, ...issuePath], `${field}${issue.message}`);
    }
  }
  return undefined;
}

function checkStep(
  step: Step,
  at: YamlPath,
  known: ReadonlySet<string>,
  secretNames: ReadonlySet<string>,
  report: (at: YamlPath, message: string) => void,
): void {
  for (const secret of secretsIn(step)) {
    if (step.kind !== 'rest') report([...at, ...secret.path], '!secret can only be used in rest tools');
    else if (!secretNames.has(secret.name))
      report([...at, ...secret.path], `unknown secret "${secret.name}" (not in secrets.yaml)`);
  }
  const filled =
    step.kind === 'service'
      ? { target: step.target, data: step.data }
      : step.kind === 'script'
        ? { variables: step.variables }
        : step.kind === 'rest'
          ? { url: step.url, headers: step.headers, body: step.body }
          : {};
  for (const { text, path } of stringsIn(filled)) {
    const names = placeholderNames(text);
    if ('error' in names) report([...at, ...path], names.error);
    else {
      for (const name of names.names.filter((name) => !known.has(name))) {
        report([...at, ...path], `{{ ${name} }} is not a parameter or an earlier step`);
      }
    }
  }
  if (step.kind === 'service') {
    const [domain, service] = step.action.split('.') as [string, string];
    if (BLOCKED_DOMAINS.has(domain)) {
      report(
        [...at, 'action'],
        `${domain} actions are never available to Hearth's tools; wrap what you need in a script and expose that script`,
      );
    } else if (domain === 'script') {
      report([...at, 'action'], 'use kind: script to run a script');
    } else if (isTargetless(domain, service) && step.target !== undefined) {
      report([...at, 'target'], `${step.action} takes no target`);
    }
  }
  if (step.kind === 'rest' && typeof step.url === 'string') {
    const literal = step.url.split('{{')[0]!;
    if (!LITERAL_ORIGIN.test(literal) || (literal === step.url && !URL.canParse(step.url))) {
      report(
        [...at, 'url'],
        'the URL must start with http:// or https:// and a host written out, followed by / or ?; placeholders may fill only the path and query',
      );
    }
  }
}
