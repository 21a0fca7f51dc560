#if canImport(FoundationNetworking)
  import ConcurrencyExtras
  import Foundation
  import FoundationNetworking

  // Apple's Foundation has these (macOS 12, iOS 15); Linux's FoundationNetworking does not.
  // Upstream's offline downloads case study reads a download byte by byte with them, to report
  // its progress. The methods are disfavored and the type is this module's, so that when Linux's
  // Foundation declares them, code that imports both uses Foundation's.
  extension URLSession {
    /// The bytes of a response body as they arrive, as an asynchronous sequence:
    /// `bytes(from:delegate:)` makes one.
    public struct AsyncBytes: AsyncSequence {
      public typealias Element = UInt8

      let chunks: AsyncThrowingStream<Data, any Error>

      /// Reads the bytes in order; throws the transfer's error where the transfer failed.
      public struct AsyncIterator: AsyncIteratorProtocol {
        var chunks: AsyncThrowingStream<Data, any Error>.Iterator
        var chunk = Data()
        var offset = 0

        /// The next byte, or `nil` at the end of the body.
        public mutating func next() async throws -> UInt8? {
          while self.offset == self.chunk.count {
            guard let chunk = try await self.chunks.next() else { return nil }
            self.chunk = chunk
            self.offset = 0
          }
          defer { self.offset += 1 }
          return self.chunk[self.chunk.startIndex + self.offset]
        }
      }

      public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(chunks: self.chunks.makeAsyncIterator())
      }
    }

    /// Starts loading a URL and returns once the response arrives, with its body as bytes that
    /// arrive meanwhile:
    ///
    /// ```swift
    /// let (bytes, response) = try await URLSession.shared.bytes(from: url)
    /// for try await byte in bytes {
    ///   data.append(byte)
    /// }
    /// ```
    ///
    /// The transfer is cancelled when the task reading the bytes is cancelled or the bytes go
    /// away.
    ///
    /// - Parameters:
    ///   - url: The URL to load.
    ///   - delegate: Accepted for Apple's signature; Linux's URLSession has no per-task delegate.
    @_disfavoredOverload
    public func bytes(
      from url: URL,
      delegate: (any URLSessionTaskDelegate)? = nil
    ) async throws -> (AsyncBytes, URLResponse) {
      try await self.bytes(for: URLRequest(url: url), delegate: delegate)
    }

    /// Starts loading a request and returns once the response arrives, with its body as bytes
    /// that arrive meanwhile; see `bytes(from:delegate:)`.
    @_disfavoredOverload
    public func bytes(
      for request: URLRequest,
      delegate: (any URLSessionTaskDelegate)? = nil
    ) async throws -> (AsyncBytes, URLResponse) {
      let (chunks, chunksContinuation) = AsyncThrowingStream.makeStream(of: Data.self)
      let transfer = ByteTransfer(chunks: chunksContinuation)
      // A session of the same configuration whose delegate is the transfer: `self` may be the
      // shared session, which takes no delegate.
      let session = URLSession(
        configuration: self.configuration, delegate: transfer, delegateQueue: nil
      )
      let task = UncheckedSendable(session.dataTask(with: request))
      chunksContinuation.onTermination = { _ in task.value.cancel() }
      let response = try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          transfer.awaitResponse(continuation)
          task.value.resume()
        }
      } onCancel: {
        task.value.cancel()
      }
      session.finishTasksAndInvalidate()
      return (AsyncBytes(chunks: chunks), response)
    }
  }

  /// Hands a data task's response to the caller that waits for it, and its body to the bytes.
  private final class ByteTransfer: NSObject, URLSessionDataDelegate, Sendable {
    private let chunks: AsyncThrowingStream<Data, any Error>.Continuation
    private let response = LockIsolated<CheckedContinuation<URLResponse, any Error>?>(nil)

    init(chunks: AsyncThrowingStream<Data, any Error>.Continuation) {
      self.chunks = chunks
    }

    func awaitResponse(_ continuation: CheckedContinuation<URLResponse, any Error>) {
      self.response.setValue(continuation)
    }

    func urlSession(
      _ session: URLSession,
      dataTask: URLSessionDataTask,
      didReceive response: URLResponse,
      completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
      self.takeResponseContinuation()?.resume(returning: response)
      completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      self.chunks.yield(data)
    }

    func urlSession(
      _ session: URLSession,
      task: URLSessionTask,
      didCompleteWithError error: (any Error)?
    ) {
      if let error {
        self.takeResponseContinuation()?.resume(throwing: error)
        self.chunks.finish(throwing: error)
      } else {
        // A transfer can end without `didReceive response` having been called.
        if let waiting = self.takeResponseContinuation() {
          if let response = task.response {
            waiting.resume(returning: response)
          } else {
            waiting.resume(throwing: URLError(.badServerResponse))
          }
        }
        self.chunks.finish()
      }
    }

    private func takeResponseContinuation() -> CheckedContinuation<URLResponse, any Error>? {
      self.response.withValue { continuation in
        defer { continuation = nil }
        return continuation
      }
    }
  }
#endif
