import Testing

/// The input layer's tests (reader, decoder, errors), grouped so `swift test --filter Input`
/// runs exactly them.
@Suite enum InputTests {}
