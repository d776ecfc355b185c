/// The calls between the host and a plugin process travel on a `WorkerChannel`.
extension IsolationCall: WorkerCall {}

/// The channel between the host and a plugin process.
package typealias IsolationChannel = WorkerChannel<IsolationCall>
