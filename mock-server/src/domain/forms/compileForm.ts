// A form source turned into everything the routes need, once at start-up: the client's definition
// (no quiz answers, no pipe values), the SWV schema, the tags by kind and the messages.
import {
  PLUGIN_VERSION,
  type ContactFormDefinition,
  type FormNode,
  type FormTag,
} from '../../../../contracts/contactForm7';
import type { SwvSchema } from '../../../../contracts/contactForm7/swv/schema';
import type { ContactFormSource } from './formSource';
import { TemplateError, type ParsedFormTag } from './formTags';
import { DEFAULT_FORM_MESSAGES, type FormMessages } from './messages';
import { buildSchema } from './schemaBuilder';
import { parseTemplate } from './templateTree';

export interface CompiledForm {
  source: ContactFormSource;
  id: number;
  messages: FormMessages;
  definition: ContactFormDefinition;
  schema: SwvSchema;
  /** Every tag, template order. */
  tags: ParsedFormTag[];
  /** The first tag of each field name (CF7 reads posted data through it). */
  fieldTags: Map<string, ParsedFormTag>;
  quizTags: ParsedFormTag[];
  /** [captchar] tags; each has a [captchac] of the same name. */
  captchaTags: ParsedFormTag[];
  acceptanceTags: ParsedFormTag[];
  fileTags: ParsedFormTag[];
  /** Largest `limit:` of the form's file fields, bytes (0 without file fields). */
  largestFileLimit: number;
}

/** Tags that hold no visitor data. */
const NOT_FIELDS: ReadonlySet<string> = new Set(['submit', 'count', 'captchac']);

function toClientTag(tag: ParsedFormTag): FormTag {
  return {
    type: tag.type,
    basetype: tag.basetype,
    name: tag.name,
    required: tag.required,
    options: tag.options,
    values: tag.values,
    content: tag.content,
  };
}

function toClientNodes(nodes: readonly FormNode[]): FormNode[] {
  return nodes.map((node) => {
    if (node.kind === 'tag') return { kind: 'tag', tag: toClientTag(node.tag as ParsedFormTag) };
    if (node.kind === 'element') return { ...node, children: toClientNodes(node.children) };
    return node;
  });
}

function checkPairs(tags: readonly ParsedFormTag[]): void {
  const names = (type: string) =>
    new Set(tags.filter((t) => t.basetype === type).map((t) => t.name));
  const images = names('captchac');
  const answers = names('captchar');
  const fields = new Set(tags.filter((t) => !NOT_FIELDS.has(t.basetype)).map((t) => t.name));
  for (const tag of tags) {
    if (tag.basetype === 'captchar' && !images.has(tag.name)) {
      throw new TemplateError(
        `[captchar ${tag.name}] has no [captchac ${tag.name}] image`,
        tag.line,
      );
    }
    if (tag.basetype === 'captchac' && !answers.has(tag.name)) {
      throw new TemplateError(
        `[captchac ${tag.name}] has no [captchar ${tag.name}] answer field`,
        tag.line,
      );
    }
    if (tag.basetype === 'count' && !fields.has(tag.name)) {
      throw new TemplateError(
        `[count ${tag.name}] counts a field the form does not have`,
        tag.line,
      );
    }
    if (tag.basetype === 'quiz' && tag.pipes.some(([question, answer]) => question === answer)) {
      throw new TemplateError(`[quiz ${tag.name}]: write each item as "question|answer"`, tag.line);
    }
  }
}

/** CF7's default quiz when a [quiz] tag lists no items. */
const DEFAULT_QUIZ = ['1+1=?', '2'] as const;

export function compileForm(source: ContactFormSource): CompiledForm {
  const { nodes, tags } = parseTemplate(source.template);
  checkPairs(tags);
  for (const tag of tags) {
    if (tag.basetype === 'quiz' && tag.pipes.length === 0) tag.pipes.push(DEFAULT_QUIZ);
  }
  const messages: FormMessages = { ...DEFAULT_FORM_MESSAGES, ...source.messages };
  const fieldTags = new Map<string, ParsedFormTag>();
  for (const tag of tags) {
    if (!NOT_FIELDS.has(tag.basetype) && !fieldTags.has(tag.name)) fieldTags.set(tag.name, tag);
  }
  const fileTags = tags.filter((tag) => tag.basetype === 'file');
  const schema = buildSchema(tags, messages, source.locale);
  return {
    source,
    id: source.id,
    messages,
    definition: {
      id: source.id,
      title: source.title,
      locale: source.locale,
      version: PLUGIN_VERSION,
      acceptanceAsValidation: source.acceptanceAsValidation,
      nodes: toClientNodes(nodes),
    },
    schema,
    tags,
    fieldTags,
    quizTags: tags.filter((tag) => tag.basetype === 'quiz'),
    captchaTags: tags.filter((tag) => tag.basetype === 'captchar'),
    acceptanceTags: tags.filter((tag) => tag.basetype === 'acceptance'),
    fileTags,
    largestFileLimit: Math.max(
      0,
      ...schema.rules
        .filter((rule) => rule.rule === 'maxfilesize' && typeof rule.threshold === 'number')
        .map((rule) => Number(rule.threshold)),
    ),
  };
}
