// A Contact Form 7 form drawn from its template: the elements and text the server allows, with
// each form tag replaced by its control.
import { createElement, type ReactNode } from 'react';
import type { FormElementNode, FormNode, FormTag } from '../../../../contracts/contactForm7';
import { isSafeHref } from '../../../ui/html';
import { labelWords } from '../markup';
import { isInertFor } from '../selectors';
import { AcceptanceField } from './AcceptanceField';
import { CaptchaAnswer, CaptchaImage } from './Captcha';
import { CharacterCount } from './CharacterCount';
import { ChoiceGroup } from './ChoiceGroup';
import { FileField } from './FileField';
import { DateField } from './DateField';
import { InsideLabelContext, LabelTextContext, useFormUnit } from './FormContext';
import { QuizField } from './QuizField';
import { SelectField } from './SelectField';
import { SubmitButton } from './SubmitButton';
import { HiddenField, TextArea, TextField } from './TextField';

function FormTagControl({ tag }: { tag: FormTag }) {
  switch (tag.basetype) {
    case 'text':
    case 'email':
    case 'url':
    case 'tel':
    case 'number':
    case 'range':
      return <TextField tag={tag} />;
    case 'date':
      return <DateField tag={tag} />;
    case 'textarea':
      return <TextArea tag={tag} />;
    case 'select':
      return <SelectField tag={tag} />;
    case 'checkbox':
    case 'radio':
      return <ChoiceGroup tag={tag} />;
    case 'acceptance':
      return <AcceptanceField tag={tag} />;
    case 'file':
      return <FileField tag={tag} />;
    case 'quiz':
      return <QuizField tag={tag} />;
    case 'captchac':
      return <CaptchaImage tag={tag} />;
    case 'captchar':
      return <CaptchaAnswer tag={tag} />;
    case 'count':
      return <CharacterCount tag={tag} />;
    case 'submit':
      return <SubmitButton tag={tag} />;
    case 'hidden':
      return <HiddenField tag={tag} />;
  }
}

/**
 * A template element rebuilt from the server's allow-list. An element with class
 * `inert-on-{status}` is inert (and marked active-on-any) while the form is in that status.
 */
function TemplateElement({ node }: { node: FormElementNode }) {
  const { status } = useFormUnit();
  const { class: className, href, ...rest } = node.attributes;
  const inert = isInertFor(className, status);
  const props: Record<string, unknown> = {
    ...rest,
    className: inert ? `${className ?? ''} active-on-any`.trim() : className,
    ...(inert ? { inert: true } : {}),
    ...(href !== undefined && isSafeHref(href) ? { href } : {}),
  };
  if (node.name === 'br') return createElement('br', props);
  const children = <FormNodes nodes={node.children} />;
  return createElement(
    node.name,
    props,
    node.name === 'label' ? (
      <InsideLabelContext.Provider value={true}>
        <LabelTextContext.Provider value={labelWords(node)}>{children}</LabelTextContext.Provider>
      </InsideLabelContext.Provider>
    ) : (
      children
    ),
  );
}

export function FormNodes({ nodes }: { nodes: FormNode[] }): ReactNode {
  return nodes.map((node, index) => {
    if (node.kind === 'text') return node.text;
    if (node.kind === 'element') return <TemplateElement key={index} node={node} />;
    return <FormTagControl key={`${index}-${node.tag.name}`} tag={node.tag} />;
  });
}
