import { startScriptedServer, type ScriptedResponse, type ScriptedServer } from './scriptedServer';

/**
 * A stand-in for an OpenAI-compatible chat completions server (`POST /v1/chat/completions`, as vLLM, llama.cpp
 * server and Ollama serve it) on a free local port, for tests: the real `openai` SDK runs end to end against it
 * (point it there with LLM_BASE_URL = its url + "/v1").
 */

export type FakeOpenAiServer = ScriptedServer;

interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
}

const DEFAULT_USAGE: Usage = { prompt_tokens: 1500, completion_tokens: 120 };
let completionCounter = 0;

function completion(message: Record<string, unknown>, finishReason: string, usage: Usage = DEFAULT_USAGE) {
  completionCounter += 1;
  return {
    id: `chatcmpl-fake-${completionCounter}`,
    object: 'chat.completion',
    created: 1_763_870_000,
    model: 'fake-local-model',
    choices: [{ index: 0, message: { role: 'assistant', content: null, ...message }, finish_reason: finishReason, logprobs: null }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  };
}

const errorBody = (type: string, text: string) => ({ error: { message: text, type, param: null, code: null } });

/** Builders of the responses such a server gives. */
export const fakeCompletions = {
  /** The model called the function with these arguments (an object is sent as JSON; a string as it is, e.g. broken JSON). */
  toolCall(name: string, args: unknown, usage?: Usage): ScriptedResponse {
    const argumentsText = typeof args === 'string' ? args : JSON.stringify(args);
    return {
      status: 200,
      body: completion(
        { tool_calls: [{ id: `call_fake_${completionCounter + 1}`, type: 'function', function: { name, arguments: argumentsText } }] },
        'tool_calls',
        usage,
      ),
    };
  },
  /** Plain text, without calling the function (a server or model without tool support). */
  text(text: string, usage?: Usage): ScriptedResponse {
    return { status: 200, body: completion({ content: text }, 'stop', usage) };
  },
  rateLimited(retryAfterSeconds = 1): ScriptedResponse {
    return { status: 429, headers: { 'retry-after': String(retryAfterSeconds) }, body: errorBody('rate_limit_error', 'Too many requests') };
  },
  serverError(): ScriptedResponse {
    return { status: 500, body: errorBody('server_error', 'CUDA out of memory') };
  },
  unavailable(): ScriptedResponse {
    return { status: 503, body: errorBody('server_error', 'The model is loading') };
  },
  invalidRequest(text = "This model's maximum context length is 8192 tokens."): ScriptedResponse {
    return { status: 400, body: errorBody('BadRequestError', text) };
  },
  unknownModel(model: string): ScriptedResponse {
    return { status: 404, body: errorBody('NotFoundError', `The model \`${model}\` does not exist.`) };
  },
};

export function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  return startScriptedServer({ unscripted: (count) => errorBody('server_error', `fake OpenAI-compatible server: no scripted response for request ${count}`) });
}
