// A text from the language files with React elements in place of some of its {placeholders}:
// a link where the English says {email}, a button, a formatted value.
import { Fragment, type ReactNode } from 'react';

export function RichText({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = text.split(/(\{\w+\})/g);
  return (
    <>
      {parts.map((part, i) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={i}>{name !== undefined && Object.hasOwn(values, name) ? values[name] : part}</Fragment>;
      })}
    </>
  );
}
