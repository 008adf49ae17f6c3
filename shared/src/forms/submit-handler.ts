import type { FormEvent } from 'react';

/**
 * A form's onSubmit from an async submit (react-hook-form's handleSubmit). React ignores what
 * an event handler returns, so the promise is let go here: each submit catches its own failures
 * and shows them in the form.
 */
export function submitHandler(submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) {
  return (event: FormEvent<HTMLFormElement>) => {
    void submit(event);
  };
}
